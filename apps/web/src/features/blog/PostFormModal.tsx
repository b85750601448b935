import { UploadOutlined } from '@ant-design/icons';
import {
  blogMessages,
  POST_CONTENT_MAX,
  POST_IMAGE_MAX_BYTES,
  POST_TITLE_MAX,
  postContentSchema,
  postImageAccept,
  postImageMimeTypes,
  postTitleSchema,
  type AdminPost,
} from '@enlaza/contract';
import { Alert, App as AntApp, Button, Checkbox, Form, Input, Modal, Tabs, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { errorMessageOf } from '../../lib/api';
import { schemaRule } from '../../lib/forms/schemaRule';
import { useSavePost } from './blogApi';
import { MarkdownContent } from './Markdown';

interface FormValues {
  title: string;
  content: string;
  published: boolean;
}

const isPostImage = (file: File) => (postImageMimeTypes as readonly string[]).includes(file.type);

interface PostFormModalProps {
  /** The post being edited; none to write a new one. */
  editing?: AdminPost;
  onClose: () => void;
}

/**
 * 'Crear publicación' / 'Editar publicación': the title, the Markdown body with its preview as members will read it,
 * and the picture (JPG, PNG or WebP; the server judges the bytes). A new post may be published at once.
 */
export function PostFormModal({ editing, onClose }: PostFormModalProps) {
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<FormValues>();
  const content = Form.useWatch('content', form) ?? '';
  const save = useSavePost();
  const [image, setImage] = useState<UploadFile[]>([]);
  const [removePhoto, setRemovePhoto] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const currentPhoto = editing?.photoUrl && !removePhoto && image.length === 0 ? editing.photoUrl : null;

  const onFinish = async (values: FormValues) => {
    setSubmitError(null);
    const file = image[0]?.originFileObj ?? null;
    try {
      await save.mutateAsync({
        postId: editing?.postId,
        payload: {
          title: values.title,
          content: values.content,
          ...(editing ? { removePhoto: removePhoto && !file } : { published: values.published }),
        },
        image: file,
      });
    } catch (error) {
      setSubmitError(errorMessageOf(error));
      return;
    }
    message.success(editing ? blogMessages.saved : blogMessages.created);
    onClose();
  };

  return (
    <Modal
      open
      title={editing ? 'Editar publicación' : 'Crear publicación'}
      onCancel={onClose}
      okText={editing ? 'Guardar' : 'Crear'}
      cancelText="Cancelar"
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      width={800}
      destroyOnHidden
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={{ title: editing?.title ?? '', content: editing?.content ?? '', published: false }}
        onFinish={onFinish}
      >
        <Form.Item name="title" label="Título" rules={[schemaRule(postTitleSchema)]}>
          <Input maxLength={POST_TITLE_MAX} />
        </Form.Item>
        <Tabs
          items={[
            {
              key: 'write',
              label: 'Escribir',
              children: (
                <Form.Item
                  name="content"
                  label="Contenido"
                  extra="Admite Markdown: **negrita**, *cursiva*, listas con - o 1., enlaces [texto](https://...) y títulos con #."
                  rules={[schemaRule(postContentSchema)]}
                >
                  <Input.TextArea maxLength={POST_CONTENT_MAX} autoSize={{ minRows: 8, maxRows: 18 }} />
                </Form.Item>
              ),
            },
            {
              key: 'preview',
              label: 'Vista previa',
              children: (
                <div className="post-form-preview" aria-label="Vista previa del contenido">
                  {content.trim() ? <MarkdownContent>{content}</MarkdownContent> : <em>Aún no hay contenido.</em>}
                </div>
              ),
            },
          ]}
        />
        <Form.Item
          label="Imagen (.jpg, .png o .webp)"
          extra={currentPhoto ? 'Subir otra reemplaza la actual.' : undefined}
        >
          {currentPhoto && <img src={currentPhoto} alt="Imagen actual de la publicación" className="post-form-image" />}
          <Upload
            accept={postImageAccept}
            maxCount={1}
            fileList={image}
            beforeUpload={(file) => {
              if (!isPostImage(file)) {
                message.error(blogMessages.imageType);
                return Upload.LIST_IGNORE;
              }
              if (file.size > POST_IMAGE_MAX_BYTES) {
                message.error(blogMessages.imageTooLarge);
                return Upload.LIST_IGNORE;
              }
              return false;
            }}
            onChange={({ fileList }) => setImage(fileList.slice(-1))}
          >
            <Button icon={<UploadOutlined />}>Seleccionar imagen</Button>
          </Upload>
          {editing?.photoUrl && image.length === 0 && (
            <Checkbox
              className="post-form-remove-image"
              checked={removePhoto}
              onChange={(event) => setRemovePhoto(event.target.checked)}
            >
              Quitar la imagen
            </Checkbox>
          )}
        </Form.Item>
        {!editing && (
          <Form.Item name="published" valuePropName="checked">
            <Checkbox>Publicar ahora (si no, queda en borrador)</Checkbox>
          </Form.Item>
        )}
        {submitError && <Alert type="error" showIcon title={submitError} />}
      </Form>
    </Modal>
  );
}
