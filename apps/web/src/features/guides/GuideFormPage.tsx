import { ArrowDownOutlined, ArrowUpOutlined, InboxOutlined, PlusOutlined } from '@ant-design/icons';
import {
  GUIDE_DOCUMENT_ACCEPT,
  GUIDE_SESSIONS_MAX,
  guideAudienceLabels,
  guideMaterialPayloadSchema,
  guideMessages,
  guidePayloadSchema,
  guideSessionPayloadSchema,
  type Guide,
  type GuideAudience,
  type GuideMaterial,
} from '@enlaza/contract';
import {
  Alert,
  App as AntApp,
  Button,
  Card,
  Col,
  Form,
  Input,
  Radio,
  Row,
  Select,
  Space,
  Tooltip,
  Typography,
  Upload,
  type FormInstance,
} from 'antd';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { errorMessageOf } from '../../lib/api';
import { schemaRule } from '../../lib/forms/schemaRule';
import { DocumentDownloadButton } from './GuideMaterialView';
import {
  audienceKeys,
  documentProblem,
  emptySession,
  toGuideFormData,
  toGuideFormValues,
  type GuideFormValues,
} from './guideForm';
import { useDeleteSessionDocument, useGuide, useGuideTemplates, useMentorshipTypes, useSaveGuide } from './guidesApi';
import { CheckboxGroupField } from '../../components/CheckboxGroupField';
import { LoadingSpin } from '../../components/LoadingSpin';

const rules = {
  name: [schemaRule(guidePayloadSchema.shape.name)],
  mentorshipTypeIds: [schemaRule(guidePayloadSchema.shape.mentorshipTypeIds)],
  sessionTitle: [schemaRule(guideSessionPayloadSchema.shape.title)],
  template: [{ required: true, message: guideMessages.templateRequired }],
  link: [schemaRule(guideMaterialPayloadSchema.shape.link)],
};

/** Keeps a value in the form (ids, the stored document) without showing a control. */
function HiddenValue(_props: { value?: unknown }) {
  return null;
}

interface MaterialFieldProps {
  form: FormInstance<GuideFormValues>;
  sessionIndex: number;
  audience: GuideAudience;
}

/** One audience's material of a session: a document (Upload.Dragger, one file) or a link. */
function MaterialField({ form, sessionIndex, audience }: MaterialFieldProps) {
  const { message } = AntApp.useApp();
  const deleteDocument = useDeleteSessionDocument();
  const key = audienceKeys[audience];
  const path = ['sessions', sessionIndex, key] as const;
  const mode = Form.useWatch([...path, 'mode'], form) as 'document' | 'link' | undefined;
  const existing = Form.useWatch([...path, 'existing'], form) as GuideMaterial | undefined;
  const pickedFiles = Form.useWatch([...path, 'file'], form) as unknown[] | undefined;
  const label = `${guideAudienceLabels[audience]}, sesión ${sessionIndex + 1}`;

  const removeStored = async () => {
    if (!existing?.documentKey) return;
    try {
      await deleteDocument.mutateAsync(existing.documentKey);
      form.setFieldValue([...path, 'existing'], undefined);
      message.success(guideMessages.documentDeleted);
    } catch (error) {
      message.error(errorMessageOf(error));
    }
  };

  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <legend style={{ fontSize: 14, fontWeight: 600, marginBottom: 8, border: 0, color: 'inherit' }}>
        {guideAudienceLabels[audience]}
      </legend>
      <Form.Item name={[sessionIndex, key, 'existing']} noStyle>
        <HiddenValue />
      </Form.Item>
      <Form.Item name={[sessionIndex, key, 'mode']} style={{ marginBottom: 8 }}>
        <Radio.Group
          aria-label={`Material para ${label}`}
          options={[
            { value: 'document', label: 'Documento' },
            { value: 'link', label: 'Link' },
          ]}
        />
      </Form.Item>
      {mode === 'link' ? (
        <>
          <Form.Item
            name={[sessionIndex, key, 'link']}
            rules={rules.link}
            style={{ marginBottom: 8 }}
            extra={existing ? 'Al guardar, el link reemplaza el documento actual.' : undefined}
          >
            <Input placeholder="https://…" aria-label={`Link para ${label}`} />
          </Form.Item>
          <Form.Item name={[sessionIndex, key, 'file']} hidden>
            <HiddenValue />
          </Form.Item>
        </>
      ) : (
        <>
          {existing?.documentKey && (
            <Space wrap style={{ marginBottom: 8 }}>
              <DocumentDownloadButton material={existing} label={label} />
              <ConfirmDeleteButton
                title="Eliminar documento"
                itemName={existing.documentName ?? 'documento'}
                label={`Eliminar documento de ${label}`}
                description={`¿Eliminar el documento ${existing.documentName ?? ''}? Se borra de inmediato.`}
                onConfirm={removeStored}
              />
            </Space>
          )}
          <Form.Item name={[sessionIndex, key, 'link']} hidden>
            <HiddenValue />
          </Form.Item>
          <Form.Item
            name={[sessionIndex, key, 'file']}
            valuePropName="fileList"
            getValueFromEvent={(event: { fileList?: unknown[] }) => event?.fileList?.slice(-1) ?? []}
            style={{ marginBottom: 8 }}
            extra={
              existing?.documentKey && (pickedFiles?.length ?? 0) > 0
                ? 'Al guardar, este archivo reemplaza el documento actual.'
                : undefined
            }
          >
            <Upload.Dragger
              maxCount={1}
              accept={GUIDE_DOCUMENT_ACCEPT}
              aria-label={`Subir documento para ${label}`}
              beforeUpload={(file) => {
                const problem = documentProblem(file);
                if (problem) {
                  message.error(problem);
                  return Upload.LIST_IGNORE;
                }
                message.success(guideMessages.uploaded);
                // Kept in the form and sent with the guide when it is saved.
                return false;
              }}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p className="ant-upload-text">Haz clic o arrastra un archivo aquí</p>
              <p className="ant-upload-hint">PDF, Word, PowerPoint o imagen (JPG o PNG), máx. 20 MB</p>
            </Upload.Dragger>
          </Form.Item>
        </>
      )}
    </fieldset>
  );
}

interface GuideFormProps {
  guide?: Guide;
}

function GuideForm({ guide }: GuideFormProps) {
  const [form] = Form.useForm<GuideFormValues>();
  const { message } = AntApp.useApp();
  const navigate = useNavigate();
  const types = useMentorshipTypes();
  const templates = useGuideTemplates();
  const save = useSaveGuide();
  const editing = guide !== undefined;

  const onFinish = () => {
    // The whole store: ids and stored documents live in fields without a visible control.
    const values = form.getFieldsValue(true) as GuideFormValues;
    save.mutate(
      { mentorshipId: guide?.mentorshipId, body: toGuideFormData(values) },
      {
        onSuccess: (saved) => {
          message.success(editing ? guideMessages.updated : guideMessages.created);
          navigate(`/admin/mentorship/${saved.mentorshipId}/view`);
        },
        onError: (error) =>
          message.error(
            `${editing ? guideMessages.updateFailed : guideMessages.createFailed}: ${errorMessageOf(error)}`,
          ),
      },
    );
  };

  const templateOptions = (templates.data?.docs ?? []).map((template) => ({
    value: template.id,
    label: template.name,
  }));

  return (
    <Form<GuideFormValues>
      form={form}
      layout="vertical"
      initialValues={toGuideFormValues(guide)}
      onFinish={onFinish}
      onFinishFailed={({ errorFields }) => form.scrollToField(errorFields[0]?.name ?? [], { block: 'center' })}
      requiredMark="optional"
      style={{ marginTop: 16 }}
    >
      <Form.Item label="Nombre" name="name" rules={rules.name} required>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item label="Descripción" name="description">
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={5000} />
      </Form.Item>
      <Form.Item label="Etiquetas" name="mentorshipTypeIds" rules={rules.mentorshipTypeIds} required>
        {types.isError ? (
          <Alert type="error" showIcon title={errorMessageOf(types.error)} />
        ) : types.isPending ? (
          <LoadingSpin size="small" label="Cargando etiquetas" />
        ) : (
          <CheckboxGroupField options={types.data.map((type) => ({ value: type.id, label: type.name }))} />
        )}
      </Form.Item>

      <Typography.Title level={2} style={{ fontSize: 20 }}>
        Sesiones
      </Typography.Title>
      {templates.isError && (
        <Alert
          style={{ marginBottom: 16 }}
          type="error"
          showIcon
          title={`No se pudieron cargar los cuestionarios de pauta: ${errorMessageOf(templates.error)}`}
        />
      )}
      {templates.isSuccess && templates.data.docs.length === 0 && (
        <Alert
          style={{ marginBottom: 16 }}
          type="info"
          showIcon
          title="No hay cuestionarios de tipo pauta de sesión."
          description={
            <>
              Crea uno en <Link to="/admin/questionaries">Cuestionarios</Link> para asignarlo a cada sesión.
            </>
          }
        />
      )}
      <Form.List
        name="sessions"
        rules={[
          {
            validator: async (_rule, sessions: unknown[] | undefined) => {
              if (!sessions || sessions.length === 0) throw new Error(guideMessages.sessionsRequired);
            },
          },
        ]}
      >
        {(fields, { add, remove, move }, { errors }) => (
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            {fields.map((field, index) => (
              <Card
                key={field.key}
                size="small"
                title={`Sesión ${index + 1}`}
                extra={
                  <Space size={0}>
                    <Tooltip title="Subir">
                      <Button
                        type="text"
                        icon={<ArrowUpOutlined />}
                        aria-label={`Subir sesión ${index + 1}`}
                        disabled={index === 0}
                        onClick={() => move(index, index - 1)}
                      />
                    </Tooltip>
                    <Tooltip title="Bajar">
                      <Button
                        type="text"
                        icon={<ArrowDownOutlined />}
                        aria-label={`Bajar sesión ${index + 1}`}
                        disabled={index === fields.length - 1}
                        onClick={() => move(index, index + 1)}
                      />
                    </Tooltip>
                    <ConfirmDeleteButton
                      title="Quitar sesión"
                      itemName={`sesión ${index + 1}`}
                      label={`Quitar sesión ${index + 1}`}
                      description="¿Quitar esta sesión? Al guardar se eliminan también sus documentos."
                      disabled={fields.length === 1}
                      onConfirm={() => remove(field.name)}
                    />
                  </Space>
                }
              >
                <Form.Item name={[field.name, 'sessionId']} noStyle>
                  <HiddenValue />
                </Form.Item>
                <Row gutter={16}>
                  <Col xs={24} md={12}>
                    <Form.Item label="Título" name={[field.name, 'title']} rules={rules.sessionTitle} required>
                      <Input maxLength={200} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item
                      label="Pauta"
                      name={[field.name, 'templateQuestionaryId']}
                      rules={rules.template}
                      required
                    >
                      <Select
                        showSearch={{ optionFilterProp: 'label' }}
                        placeholder="Selecciona un cuestionario de pauta"
                        loading={templates.isPending}
                        options={templateOptions}
                        notFoundContent="No hay cuestionarios de pauta"
                      />
                    </Form.Item>
                  </Col>
                </Row>
                <Form.Item label="Descripción" name={[field.name, 'description']}>
                  <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={5000} />
                </Form.Item>
                <Row gutter={[16, 8]}>
                  {(['MENTOR', 'STUDENT'] as const).map((audience) => (
                    <Col xs={24} md={12} key={audience}>
                      <MaterialField form={form} sessionIndex={field.name} audience={audience} />
                    </Col>
                  ))}
                </Row>
              </Card>
            ))}
            <Form.ErrorList errors={errors} />
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              block
              disabled={fields.length >= GUIDE_SESSIONS_MAX}
              onClick={() => add(emptySession())}
            >
              Agregar sesión
            </Button>
          </Space>
        )}
      </Form.List>
      <Space style={{ marginTop: 24 }} wrap>
        <Button
          onClick={() => navigate(editing ? `/admin/mentorship/${guide.mentorshipId}/view` : '/admin/mentorship')}
        >
          Cancelar
        </Button>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {editing ? 'Guardar cambios' : 'Crear pauta'}
        </Button>
      </Space>
    </Form>
  );
}

/**
 * /admin/mentorship/create ('Pautas / Nueva Pauta') and /admin/mentorship/{id}/edit ('Pautas / Editar pauta').
 * A guide used by a process cannot be edited: its edit address opens the read-only view.
 */
export function GuideFormPage() {
  const { mentorshipId } = useParams();
  const navigate = useNavigate();
  const guide = useGuide(mentorshipId);
  const editing = mentorshipId !== undefined;
  const locked = guide.data?.locked === true;

  useEffect(() => {
    if (locked && mentorshipId) navigate(`/admin/mentorship/${mentorshipId}/view`, { replace: true });
  }, [locked, mentorshipId, navigate]);

  return (
    <section aria-labelledby="guide-form-title">
      <Typography.Title level={1} id="guide-form-title" style={{ margin: 0, fontSize: 24 }}>
        {editing ? 'Pautas / Editar pauta' : 'Pautas / Nueva Pauta'}
      </Typography.Title>
      {!editing ? (
        <GuideForm />
      ) : guide.isPending || locked ? (
        <LoadingSpin style={{ display: 'block', margin: '48px auto' }} label="Cargando pauta" />
      ) : guide.isError ? (
        <Alert style={{ marginTop: 16 }} type="error" showIcon title={errorMessageOf(guide.error)} />
      ) : (
        <GuideForm key={guide.data.mentorshipId} guide={guide.data} />
      )}
    </section>
  );
}
