import { ArrowLeftOutlined, UploadOutlined } from '@ant-design/icons';
import {
  CONVOCATORY_LOGO_MAX_BYTES,
  convocatoryMessages,
  convocatoryTypeLabels,
  convocatoryTypes,
  createConvocatoryRequestSchema,
  isConvocatoryEditable,
  mentorTypeLabels,
  type Convocatory,
  type ConvocatoryType,
  type MentorType,
} from '@enlaza/contract';
import {
  Alert,
  App as AntApp,
  Button,
  Col,
  DatePicker,
  Empty,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Skeleton,
  Space,
  Switch,
  Typography,
  Upload,
  type FormRule,
  type UploadFile,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, errorMessageOf } from '../../lib/api';
import { schemaRule } from '../../lib/forms/schemaRule';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { useClientCompanyAdmins, useClientLookup, useConvocatory, useSaveConvocatory } from './convocatoriesApi';
import {
  asksPairsNumber,
  isBeforeOpenDate,
  isCloseDateDisabled,
  LOGO_ACCEPT,
  looksLikeLogo,
  SHORT_DATE_FORMAT,
  toConvocatoryFormValues,
  toCreatePayload,
  toRequestBody,
  toUpdatePayload,
  type ConvocatoryFormValues,
} from './convocatoryForm';
import './convocatories.css';
import { enterOnlyPicksTheDate } from '../../lib/forms/enterOnlyPicksTheDate';

const m = convocatoryMessages;
/** Spec 001 §9: the client lookup waits 300 ms after the last keystroke. */
const CLIENT_SEARCH_DEBOUNCE_MS = 300;
/** Spec 001 §7 lists the external type as the product's own ('Externa') first. */
const mentorTypeOrder: MentorType[] = ['EXTERNAL', 'INTERNAL'];

const rules = {
  name: [schemaRule(createConvocatoryRequestSchema.shape.name)],
  estimatedOpenDate: [{ required: true, message: m.openDate }],
  mentorType: [{ required: true, message: m.mentorType }],
  clientId: [{ required: true, message: m.client }],
  responsibleId: [{ required: true, message: m.responsible }],
  convocatoryType: [{ required: true, message: m.convocatoryType }],
  pairsNumber: [
    { required: true, message: m.pairsNumber },
    { type: 'number', min: 1, message: m.pairsNumber },
  ],
  socialMediaUrl: [schemaRule(createConvocatoryRequestSchema.shape.socialMediaUrl)],
} satisfies Record<string, FormRule[]>;

const closeDateRules: FormRule[] = [
  { required: true, message: m.closeDate },
  ({ getFieldValue }) => ({
    validator: async (_rule, value: Dayjs | null) => {
      if (isBeforeOpenDate(getFieldValue('estimatedOpenDate') as Dayjs | null, value))
        throw new Error(m.closeBeforeOpen);
    },
  }),
];

interface ClientOption {
  value: string;
  label: string;
}

interface ConvocatoryFormProps {
  convocatory?: Convocatory;
  onSaved: (convocatoryId: string) => void;
  onCancel: () => void;
}

/** The convocatory's fields (spec 002 §2.2, §5.2). On edit, client, responsible and mentorship type are locked. */
export function ConvocatoryForm({ convocatory, onSaved, onCancel }: ConvocatoryFormProps) {
  const { message } = AntApp.useApp();
  const editing = !!convocatory;
  const [form] = Form.useForm<ConvocatoryFormValues>();
  const openDate = Form.useWatch('estimatedOpenDate', form) as Dayjs | null | undefined;
  const convocatoryType = Form.useWatch('convocatoryType', form) as ConvocatoryType | undefined;
  const clientId = Form.useWatch('clientId', form) as string | undefined;
  const [clientSearch, setClientSearch] = useState('');
  const [chosenClient, setChosenClient] = useState<ClientOption | null>(null);
  const clients = useClientLookup(useDebouncedValue(clientSearch.trim(), CLIENT_SEARCH_DEBOUNCE_MS));
  const companyAdmins = useClientCompanyAdmins(editing ? undefined : clientId);
  const [logo, setLogo] = useState<UploadFile[]>([]);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const save = useSaveConvocatory();

  const found = (clients.data?.docs ?? []).map((client) => ({ value: client.clientId, label: client.name }));
  // The chosen client keeps its name when a later search no longer lists it.
  const clientOptions = editing
    ? [{ value: convocatory.client.clientId, label: convocatory.client.name }]
    : chosenClient && !found.some((option) => option.value === chosenClient.value)
      ? [chosenClient, ...found]
      : found;
  const responsibleOptions = editing
    ? convocatory.clientResponsable
      ? [
          {
            value: convocatory.clientResponsable.userId,
            label: `${convocatory.clientResponsable.name} ${convocatory.clientResponsable.lastName}`.trim(),
          },
        ]
      : []
    : (companyAdmins.data ?? []).map((admin) => ({
        value: admin.userId,
        label: `${`${admin.name} ${admin.lastName}`.trim() || admin.email} (${admin.email})`,
      }));

  const onFinish = async (values: ConvocatoryFormValues) => {
    setSubmitError(null);
    const payload = editing ? toUpdatePayload(values) : toCreatePayload(values);
    try {
      const saved = await save.mutateAsync({
        convocatoryId: convocatory?.convocatoryId,
        body: toRequestBody(payload, logo[0]?.originFileObj),
      });
      message.success(editing ? m.edited : m.created);
      onSaved(saved.convocatoryId);
    } catch (error) {
      setSubmitError(errorMessageOf(error));
    }
  };

  return (
    <Form<ConvocatoryFormValues>
      form={form}
      layout="vertical"
      initialValues={toConvocatoryFormValues(convocatory)}
      onFinish={onFinish}
      scrollToFirstError
      style={{ maxWidth: 880 }}
    >
      <Form.Item name="name" label="Nombre" rules={rules.name} required>
        <Input maxLength={150} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="estimatedOpenDate" label="Fecha de apertura" rules={rules.estimatedOpenDate}>
            <DatePicker
              onKeyDown={enterOnlyPicksTheDate}
              format={SHORT_DATE_FORMAT}
              placeholder="DD-MM-AA"
              style={{ width: '100%' }}
              onChange={() => {
                // A close date already chosen is checked again against the new open date.
                if (form.getFieldValue('estimatedCloseDate')) void form.validateFields(['estimatedCloseDate']);
              }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="estimatedCloseDate"
            label="Fecha de cierre"
            rules={closeDateRules}
            dependencies={['estimatedOpenDate']}
            required
            extra={isCloseDateDisabled(openDate) ? 'Elija primero la fecha de apertura' : undefined}
          >
            <DatePicker
              onKeyDown={enterOnlyPicksTheDate}
              format={SHORT_DATE_FORMAT}
              placeholder="DD-MM-AA"
              style={{ width: '100%' }}
              disabled={isCloseDateDisabled(openDate)}
              disabledDate={(day) => isBeforeOpenDate(openDate, day)}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="clientId"
            label="Cliente"
            rules={rules.clientId}
            extra={editing ? m.lockedOnEdit : undefined}
          >
            <Select
              showSearch={{ filterOption: false, onSearch: setClientSearch }}
              placeholder="Buscar cliente"
              disabled={editing}
              options={clientOptions}
              loading={clients.isFetching}
              notFoundContent={clients.isFetching ? 'Buscando...' : 'No se encontraron clientes'}
              onChange={(_value: string, option?: ClientOption | ClientOption[]) => {
                setChosenClient(option && !Array.isArray(option) ? option : null);
                // Spec 002 §2.2: the responsible is one of the chosen client's company admins.
                form.setFieldValue('responsibleId', undefined);
              }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="responsibleId" label="Responsable" rules={rules.responsibleId}>
            <Select
              placeholder={clientId ? 'Administradora de empresa del cliente' : 'Elija primero el cliente'}
              disabled={editing || !clientId}
              options={responsibleOptions}
              loading={companyAdmins.isFetching}
              notFoundContent="Este cliente aún no tiene administradoras de empresa"
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="mentorType" label="Tipo de mentoría" rules={rules.mentorType}>
            <Select
              placeholder="Externa o Interna"
              disabled={editing}
              options={mentorTypeOrder.map((value) => ({ value, label: mentorTypeLabels[value] }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="convocatoryType" label="Tipo de convocatoria" rules={rules.convocatoryType}>
            <Select
              placeholder="Masiva, Dirigida o Emprende"
              options={convocatoryTypes.map((value) => ({ value, label: convocatoryTypeLabels[value] }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        {asksPairsNumber(convocatoryType) && (
          <Col xs={24} sm={12}>
            <Form.Item name="pairsNumber" label="Número de duplas" rules={rules.pairsNumber}>
              <InputNumber min={1} max={100000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} sm={12}>
          <Form.Item name="socialMediaUrl" label="Enlace a red social" rules={rules.socialMediaUrl}>
            <Input placeholder="https://www.instagram.com/..." maxLength={500} inputMode="url" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="isPit"
            label="Inscripción PIT"
            valuePropName="checked"
            extra="Las mentees se inscriben como 'Profesional en Entrenamiento (PIT)'."
          >
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="dataSharingPartner"
            label="Empresa con la que se comparten los datos"
            extra="Opcional. Si la indicas, quien se inscribe debe aceptar compartir sus datos con ella."
          >
            <Input maxLength={120} placeholder="Nombre de la empresa aliada" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        label="Logo (.jpg o .png)"
        extra={convocatory?.logoUrl && logo.length === 0 ? 'Subir otro reemplaza el actual.' : undefined}
      >
        {convocatory?.logoUrl && logo.length === 0 && (
          <img src={convocatory.logoUrl} alt="Logo actual de la convocatoria" className="convocatory-detail-logo" />
        )}
        <Upload
          accept={LOGO_ACCEPT}
          maxCount={1}
          fileList={logo}
          beforeUpload={(file) => {
            if (!looksLikeLogo(file)) {
              message.error(m.logoType);
              return Upload.LIST_IGNORE;
            }
            if (file.size > CONVOCATORY_LOGO_MAX_BYTES) {
              message.error(m.logoTooLarge);
              return Upload.LIST_IGNORE;
            }
            // Kept here and sent with the form.
            return false;
          }}
          onChange={({ fileList }) => setLogo(fileList.slice(-1))}
        >
          <Button icon={<UploadOutlined />} style={{ marginTop: convocatory?.logoUrl && logo.length === 0 ? 8 : 0 }}>
            Seleccionar logo
          </Button>
        </Upload>
      </Form.Item>
      {submitError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={m.formFailed}
          description={submitError}
          role="alert"
        />
      )}
      <Space wrap style={{ justifyContent: 'flex-end', width: '100%' }}>
        <Button onClick={onCancel}>Cancelar</Button>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {editing ? 'Guardar cambios' : 'Crear convocatoria'}
        </Button>
      </Space>
    </Form>
  );
}

/** /admin/convocatory/create and /admin/convocatory/edit/{convocatoryId} (spec 002 §2.2). */
export function ConvocatoryFormPage() {
  const { convocatoryId } = useParams<{ convocatoryId: string }>();
  const navigate = useNavigate();
  const convocatory = useConvocatory(convocatoryId);
  const toDetail = (id: string) => navigate(`/admin/convocatory/view/${id}`);
  const onCancel = () => (convocatoryId ? toDetail(convocatoryId) : navigate('/admin/convocatory'));

  let body;
  if (!convocatoryId) {
    body = <ConvocatoryForm onSaved={toDetail} onCancel={onCancel} />;
  } else if (convocatory.isPending) {
    body = <Skeleton active />;
  } else if (convocatory.isError) {
    body =
      convocatory.error instanceof ApiError && convocatory.error.status === 404 ? (
        <Empty description={m.notFound} />
      ) : (
        <Alert type="error" showIcon title={errorMessageOf(convocatory.error)} />
      );
  } else if (!isConvocatoryEditable(convocatory.data.status)) {
    body = (
      <Alert
        type="info"
        showIcon
        title={m.editNotAllowed}
        action={<Link to={`/admin/convocatory/view/${convocatoryId}`}>Ver convocatoria</Link>}
      />
    );
  } else {
    body = (
      <ConvocatoryForm
        key={convocatory.data.convocatoryId}
        convocatory={convocatory.data}
        onSaved={toDetail}
        onCancel={onCancel}
      />
    );
  }

  return (
    <section aria-labelledby="convocatory-form-title">
      <Link to={convocatoryId ? `/admin/convocatory/view/${convocatoryId}` : '/admin/convocatory'}>
        <ArrowLeftOutlined aria-hidden /> {convocatoryId ? 'Volver a la convocatoria' : 'Volver a convocatorias'}
      </Link>
      <Typography.Title level={1} id="convocatory-form-title" style={{ margin: '12px 0 24px', fontSize: 24 }}>
        {convocatoryId ? m.editTitle : m.newTitle}
      </Typography.Title>
      {body}
    </section>
  );
}
