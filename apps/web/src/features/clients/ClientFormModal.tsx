import {
  clientContactPayloadSchema,
  clientMessages,
  clientPayloadSchema,
  formatRut,
  rutExample,
  type Client,
} from '@enlaza/contract';
import { App as AntApp, Col, Divider, Form, Input, Modal, Row } from 'antd';
import { errorMessageOf } from '../../lib/api';
import { lowercase } from '../../lib/forms/lowercase';
import { schemaRule } from '../../lib/forms/schemaRule';
import { toClientFormValues, toClientPayload, type ClientFormValues } from './clientForm';
import { useSaveClient } from './clientsApi';

/** Spec 001 §9: modal width. */
const MODAL_WIDTH = 650;

const rules = {
  name: [schemaRule(clientPayloadSchema.shape.name)],
  rut: [schemaRule(clientPayloadSchema.shape.rut)],
  businessName: [schemaRule(clientPayloadSchema.shape.businessName)],
  address: [schemaRule(clientPayloadSchema.shape.address)],
  city: [schemaRule(clientPayloadSchema.shape.city)],
  websiteUrl: [schemaRule(clientPayloadSchema.shape.websiteUrl)],
  linkedinUrl: [schemaRule(clientPayloadSchema.shape.linkedinUrl)],
  contactName: [schemaRule(clientContactPayloadSchema.shape.name)],
  contactEmail: [schemaRule(clientContactPayloadSchema.shape.email)],
  contactPhone: [schemaRule(clientContactPayloadSchema.shape.phone)],
  contactBusinessPosition: [schemaRule(clientContactPayloadSchema.shape.businessPosition)],
  contactBusinessArea: [schemaRule(clientContactPayloadSchema.shape.businessArea)],
};

/** Formats the RUT as it is typed: '761234567' reads '76.123.456-7'. */
const normalizeRut = (value: unknown) => (typeof value === 'string' ? formatRut(value) : value);

interface ClientFormModalProps {
  open: boolean;
  /** The client being edited; none to create one. */
  client?: Client;
  onClose: () => void;
  onSaved?: (client: Client) => void;
}

/** Create or edit a client (spec 001 §5 "Client form"). */
export function ClientFormModal({ open, client, onClose, onSaved }: ClientFormModalProps) {
  const [form] = Form.useForm<ClientFormValues>();
  const { message } = AntApp.useApp();
  const save = useSaveClient();
  const editing = client !== undefined;

  const onFinish = (values: ClientFormValues) => {
    save.mutate(
      { clientId: client?.clientId, payload: toClientPayload(values) },
      {
        onSuccess: (saved) => {
          message.success(editing ? clientMessages.updated : clientMessages.created);
          onSaved?.(saved);
          onClose();
        },
        onError: (error) => message.error(errorMessageOf(error)),
      },
    );
  };

  return (
    <Modal
      open={open}
      title={editing ? 'Editar cliente' : 'Nuevo cliente'}
      width={MODAL_WIDTH}
      okText="Guardar"
      cancelText="Cancelar"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={onFinish}
        initialValues={client ? toClientFormValues(client) : undefined}
        preserve={false}
        clearOnDestroy
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="name" label="Nombre de empresa" rules={rules.name} required>
              <Input autoComplete="organization" maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="rut"
              label="RUT"
              rules={rules.rut}
              normalize={normalizeRut}
              validateTrigger={['onBlur', 'onSubmit']}
              extra={`Ej: ${rutExample}`}
            >
              <Input inputMode="text" maxLength={12} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="businessName" label="Razón social" rules={rules.businessName}>
              <Input maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="city" label="Ciudad" rules={rules.city}>
              <Input maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="address" label="Dirección" rules={rules.address}>
              <Input autoComplete="street-address" maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="websiteUrl" label="Sitio web" rules={rules.websiteUrl}>
              <Input inputMode="url" placeholder="https://" maxLength={500} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="linkedinUrl" label="LinkedIn" rules={rules.linkedinUrl}>
              <Input inputMode="url" placeholder="https://www.linkedin.com/company/..." maxLength={500} />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start" plain>
          Contacto
        </Divider>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name={['contact', 'name']} label="Nombre de contacto" rules={rules.contactName} required>
              <Input autoComplete="name" maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name={['contact', 'email']}
              label="Email de contacto"
              rules={rules.contactEmail}
              normalize={lowercase}
              required
            >
              <Input type="email" autoComplete="email" maxLength={254} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name={['contact', 'phone']} label="Teléfono de contacto" rules={rules.contactPhone} required>
              <Input type="tel" autoComplete="tel" placeholder="+56 912341234" maxLength={30} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name={['contact', 'businessPosition']} label="Cargo" rules={rules.contactBusinessPosition}>
              <Input maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name={['contact', 'businessArea']} label="Área" rules={rules.contactBusinessArea}>
              <Input maxLength={200} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
