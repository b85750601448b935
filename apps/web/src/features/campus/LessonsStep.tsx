import { EyeOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import {
  campusAudiences,
  campusMessages,
  contentFileAccept,
  contentTypeLabels,
  contentTypes,
  LESSON_CONTENT_MAX_BYTES,
  type Campus,
  type ContentType,
  type LessonAudience,
  type LessonPlan,
} from '@enlaza/contract';
import {
  App as AntApp,
  Button,
  Card,
  Col,
  DatePicker,
  Empty,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Typography,
  Upload,
  type FormInstance,
  type FormRule,
} from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { errorMessageOf } from '../../lib/api';
import { refreshCampuses, uploadLessonContent, useSaveLessonPlan } from './campusApi';
import {
  DISPLAY_DATE_FORMAT,
  emptyContent,
  emptyLesson,
  fileMatchesContentType,
  lessonIdFor,
  pendingUploads,
  toLessonPlanFormValues,
  toLessonPlanPayload,
  trackField,
  type ContentFormValues,
  type LessonFormValues,
  type LessonPlanFormValues,
} from './campusForm';
import { openCampusPreview } from './CampusListPage';
import { enterOnlyPicksTheDate } from '../../lib/forms/enterOnlyPicksTheDate';

const trackTitles: Record<LessonAudience, string> = {
  STUDENT: 'Lecciones para mentees',
  MENTOR: 'Lecciones para mentoras',
};

const required = (message: string): FormRule[] => [{ required: true, whitespace: true, message }];

interface ContentFieldsProps {
  form: FormInstance<LessonPlanFormValues>;
  /** Absolute path of this content in the form. */
  path: (string | number)[];
  /** Path relative to the enclosing Form.List. */
  name: number;
  onRemove: () => void;
}

function ContentFields({ form, path, name, onRemove }: ContentFieldsProps) {
  const { message } = AntApp.useApp();
  const contentType = Form.useWatch([...path, 'contentType'], form) as ContentType | undefined;
  // preserve: the linked file's url and type are not form fields, only values of the content.
  const content = Form.useWatch(path, { form, preserve: true }) as ContentFormValues | undefined;
  const linked = content?.contentFileUrl && content.linkedContentType === contentType ? content : null;

  const fileRule: FormRule = {
    validator: async (_rule, fileList: unknown[] | undefined) => {
      if (contentType === 'VIDEO' || linked || (fileList?.length ?? 0) > 0) return;
      throw new Error(campusMessages.contentFileRequired);
    },
  };

  return (
    <Card
      size="small"
      type="inner"
      title={`Contenido ${content?.contentNumber ?? ''}`}
      extra={
        <ConfirmDeleteButton
          title="Eliminar contenido"
          itemName={content?.title || `contenido ${content?.contentNumber ?? ''}`}
          size="small"
          onConfirm={onRemove}
        />
      }
      style={{ marginBottom: 12 }}
    >
      <Row gutter={12}>
        <Col xs={8} md={4}>
          <Form.Item
            name={[name, 'contentNumber']}
            label="N°"
            rules={[{ required: true, message: 'Ingrese el número' }]}
          >
            <InputNumber min={1} max={30} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={16} md={8}>
          <Form.Item
            name={[name, 'contentType']}
            label="Tipo"
            rules={[{ required: true, message: campusMessages.contentTypeInvalid }]}
          >
            <Select options={contentTypes.map((value) => ({ value, label: contentTypeLabels[value] }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={[name, 'title']} label="Título" rules={required(campusMessages.contentTitleRequired)}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name={[name, 'description']}
        label="Descripción"
        rules={required(campusMessages.contentDescriptionRequired)}
      >
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      {contentType === 'VIDEO' ? (
        <Form.Item
          name={[name, 'videoId']}
          label="Id del video de YouTube"
          extra="El id (p. ej. dQw4w9WgXcQ) o el enlace del video."
          rules={required(campusMessages.videoIdRequired)}
        >
          <Input maxLength={300} />
        </Form.Item>
      ) : (
        <Form.Item
          name={[name, 'upload']}
          label="Archivo"
          valuePropName="fileList"
          getValueFromEvent={(event: { fileList: unknown[] }) => event.fileList.slice(-1)}
          rules={[fileRule]}
          extra={linked ? `Archivo actual: ${linked.fileName ?? 'subido'}. Subir otro lo reemplaza.` : undefined}
        >
          <Upload
            accept={contentType ? contentFileAccept[contentType as Exclude<ContentType, 'VIDEO'>] : undefined}
            maxCount={1}
            beforeUpload={(file) => {
              if (!contentType || !fileMatchesContentType(file, contentType)) {
                message.error(campusMessages.contentFileType(contentType ?? 'PDF'));
                return Upload.LIST_IGNORE;
              }
              if (file.size > LESSON_CONTENT_MAX_BYTES) {
                message.error(campusMessages.contentFileTooLarge);
                return Upload.LIST_IGNORE;
              }
              // Kept in the form; uploaded once the lesson is saved.
              return false;
            }}
          >
            <Button icon={<UploadOutlined />}>Seleccionar archivo</Button>
          </Upload>
        </Form.Item>
      )}
    </Card>
  );
}

function LessonCard({
  form,
  field,
  trackName,
  onRemove,
}: {
  form: FormInstance<LessonPlanFormValues>;
  field: { key: number; name: number };
  trackName: keyof LessonPlanFormValues;
  onRemove: () => void;
}) {
  const lesson = Form.useWatch([trackName, field.name], form) as LessonFormValues | undefined;
  return (
    <Card
      size="small"
      title={`Lección ${lesson?.lessonNumber ?? ''}${lesson?.title ? `: ${lesson.title}` : ''}`}
      extra={
        <ConfirmDeleteButton
          title="Eliminar lección"
          itemName={lesson?.title || `lección ${lesson?.lessonNumber ?? ''}`}
          description="¿Eliminar esta lección con sus contenidos? Se aplicará al guardar."
          onConfirm={onRemove}
        />
      }
      style={{ marginBottom: 16 }}
    >
      <Row gutter={12}>
        <Col xs={8} md={4}>
          <Form.Item
            name={[field.name, 'lessonNumber']}
            label="N°"
            rules={[{ required: true, message: campusMessages.lessonNumberInvalid }]}
          >
            <InputNumber min={1} max={100} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={16} md={12}>
          <Form.Item name={[field.name, 'title']} label="Título" rules={required(campusMessages.lessonTitleRequired)}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name={[field.name, 'startDate']}
            label="Fecha de inicio"
            rules={[{ required: true, message: campusMessages.lessonStartDateRequired }]}
          >
            <DatePicker
              onKeyDown={enterOnlyPicksTheDate}
              format={DISPLAY_DATE_FORMAT}
              style={{ width: '100%' }}
              placeholder="DD/MM/AAAA"
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.List name={[field.name, 'contents']}>
        {(contentFields, { add, remove }) => (
          <>
            {contentFields.map((contentField) => (
              <ContentFields
                key={contentField.key}
                form={form}
                path={[trackName, field.name, 'contents', contentField.name]}
                name={contentField.name}
                onRemove={() => remove(contentField.name)}
              />
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add(emptyContent(form.getFieldValue([trackName, field.name, 'contents']) ?? []))}
            >
              Agregar contenido
            </Button>
          </>
        )}
      </Form.List>
    </Card>
  );
}

interface LessonsStepProps {
  campus: Campus;
  plan: LessonPlan;
  onBack: () => void;
  onDone: () => void;
}

/** Step 2 'Lecciones': each audience's lessons with their contents (files or videos). */
export function LessonsStep({ campus, plan, onBack, onDone }: LessonsStepProps) {
  const { message } = AntApp.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<LessonPlanFormValues>();
  const savePlan = useSaveLessonPlan();
  const isNew = plan.studentLessons.length === 0 && plan.mentorLessons.length === 0;
  const audiences = campusAudiences(campus.role);

  const onFinish = async (values: LessonPlanFormValues) => {
    const uploads = pendingUploads(values, campus.role);
    let saved: LessonPlan;
    try {
      saved = await savePlan.mutateAsync({
        campusId: campus.campusId,
        plan: toLessonPlanPayload(values, campus.role),
        isNew,
      });
    } catch (error) {
      message.error(errorMessageOf(error));
      return;
    }
    let failed = false;
    for (const upload of uploads) {
      const lessonId = lessonIdFor(saved, upload);
      if (!lessonId) continue;
      try {
        await uploadLessonContent({ ...upload, lessonId });
        message.success(campusMessages.fileUploaded);
      } catch (error) {
        failed = true;
        message.error(`${upload.title}: ${errorMessageOf(error)}`);
      }
    }
    await refreshCampuses(queryClient);
    if (!failed) message.success(campusMessages.contentUploaded);
  };

  return (
    <Form<LessonPlanFormValues>
      form={form}
      layout="vertical"
      initialValues={toLessonPlanFormValues(plan)}
      onFinish={onFinish}
      scrollToFirstError
    >
      {audiences.map((audience) => {
        const trackName = trackField[audience];
        return (
          <section key={audience} aria-labelledby={`track-${audience}`} style={{ marginBottom: 24 }}>
            <Typography.Title level={4} id={`track-${audience}`}>
              {trackTitles[audience]}
            </Typography.Title>
            <Form.List name={trackName}>
              {(fields, { add, remove }) => (
                <>
                  {fields.length === 0 && <Empty description={campusMessages.noLessons} />}
                  {fields.map((field) => (
                    <LessonCard
                      key={field.key}
                      form={form}
                      field={field}
                      trackName={trackName}
                      onRemove={() => remove(field.name)}
                    />
                  ))}
                  <Button
                    type="dashed"
                    block
                    icon={<PlusOutlined />}
                    onClick={() => add(emptyLesson(form.getFieldValue(trackName) ?? []))}
                  >
                    Agregar lección
                  </Button>
                </>
              )}
            </Form.List>
          </section>
        );
      })}
      <Space wrap style={{ justifyContent: 'flex-end', width: '100%' }}>
        <Button onClick={onBack}>Atrás</Button>
        <Button icon={<EyeOutlined />} onClick={() => openCampusPreview(campus.campusId)}>
          Vista previa
        </Button>
        <Button htmlType="submit" type="primary" loading={savePlan.isPending}>
          Guardar lecciones
        </Button>
        <Button onClick={onDone}>Finalizar</Button>
      </Space>
    </Form>
  );
}
