import { StarFilled, StarOutlined, UploadOutlined } from '@ant-design/icons';
import {
  ADVICES_MAX,
  ADVICES_MIN,
  ATTRIBUTES_MAX_ADMIN_FORM,
  ATTRIBUTES_MIN_ADMIN_FORM,
  avatarMimeTypes,
  directoryErrorTypes,
  directoryMessages as m,
  genderLabels,
  genders,
  mentorStatusLabels,
  mentorTypeLabels,
  mentorTypes,
  userFormFieldSchemas,
  userFormNeedsProfile,
  type Advice,
  type DirectoryUser,
  type UserFormRole,
} from '@enlaza/contract';
import {
  Alert,
  App as AntApp,
  Button,
  Checkbox,
  Col,
  Divider,
  Drawer,
  Form,
  Input,
  Radio,
  Row,
  Select,
  Space,
  Tag,
  Upload,
  type FormRule,
  type UploadFile,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { ApiError, errorMessageOf } from '../../lib/api';
import { lowercase } from '../../lib/forms/lowercase';
import { schemaRule } from '../../lib/forms/schemaRule';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { useAdvices, useAttributes, useBusinessPositions } from '../metadata/hooks';
import { countries, regionsOf } from '../metadata/locations';
import { uploadAvatar, useClientOptions, useSaveUser } from './directoryApi';
import type { DirectoryKindConfig } from './directoryKinds';
import { initialUserFormValues, roleOptions, toUserFormPayload, type UserFormValues } from './userFormValues';
import { CheckboxGroupField } from '../../components/CheckboxGroupField';

interface Props {
  config: DirectoryKindConfig;
  open: boolean;
  user?: DirectoryUser;
  onClose: () => void;
}

const required = (message: string): FormRule => ({ required: true, whitespace: true, message });

/** Spec 001 §5 "User form (admin create/edit)", in a drawer over the list. */
export function UserFormDrawer({ config, open, user, onClose }: Props) {
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<UserFormValues>();
  const isNarrow = useMediaQuery('(max-width: 768px)');
  const save = useSaveUser();
  const [avatar, setAvatar] = useState<UploadFile[]>([]);
  const baseRole = config.baseRole;

  const roles = Form.useWatch('roles', form) ?? [];
  const country = Form.useWatch('country', form);
  const adviceIds = Form.useWatch('adviceIds', form) ?? [];
  const attributeIds = Form.useWatch('attributeIds', form) ?? [];
  const mainAdviceId = Form.useWatch('mainAdviceId', form);
  const mentorStatus = Form.useWatch('mentorStatus', form);
  const isMentor = roles.includes('MENTOR');
  const isCompanyAdmin = roles.includes('COMPANY_ADMIN');
  const needsProfile = userFormNeedsProfile(roles);

  const advices = useAdvices();
  const attributes = useAttributes();
  const positions = useBusinessPositions();
  const clients = useClientOptions(open);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(initialUserFormValues(baseRole, user));
  }, [open, user, baseRole, form]);

  const close = () => {
    setAvatar([]);
    onClose();
  };

  const regions = useMemo(() => regionsOf(country ?? ''), [country]);
  const adviceCountOk = adviceIds.length >= ADVICES_MIN && adviceIds.length <= ADVICES_MAX;
  const attributeCountOk =
    attributeIds.length >= ATTRIBUTES_MIN_ADMIN_FORM && attributeIds.length <= ATTRIBUTES_MAX_ADMIN_FORM;
  const selectionOk = !needsProfile || (adviceCountOk && attributeCountOk && !!mainAdviceId);

  const onRolesChange = (next: UserFormRole[]) => {
    // The locked role stays whatever the checkbox group reports.
    form.setFieldValue('roles', next.includes(baseRole) ? next : [baseRole, ...next]);
    if (next.includes('MENTOR') && !form.getFieldValue('mentorType')) form.setFieldValue('mentorType', 'INTERNAL');
  };

  const submit = async (values: UserFormValues) => {
    const payload = toUserFormPayload(values, baseRole);
    const verb = user ? 'editada' : 'creada';
    try {
      const saved = await save.mutateAsync({ userId: user?.userId, payload });
      message.success(`${config.roleLabel} ${verb} con éxito!`);
      const photo = avatar[0]?.originFileObj;
      if (photo) {
        await uploadAvatar(saved.userId, photo).then(
          () => message.success('Archivo subido correctamente!'),
          (error: unknown) => message.warning(`No se pudo subir la foto: ${errorMessageOf(error)}`),
        );
      }
      close();
    } catch (error) {
      const isSaveError =
        error instanceof ApiError &&
        (error.type === directoryErrorTypes.createUser || error.type === directoryErrorTypes.updateUser);
      message.error(isSaveError && error.status === 409 ? m.duplicateEmail : errorMessageOf(error));
    }
  };

  const title = `${user ? 'Editar' : 'Agregar'} ${config.roleLabel.toLowerCase()}`;

  return (
    <Drawer
      title={title}
      open={open}
      onClose={close}
      size={isNarrow ? '100%' : 720}
      destroyOnHidden
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={close}>Cancelar</Button>
          <Button type="primary" loading={save.isPending} disabled={!selectionOk} onClick={() => form.submit()}>
            Guardar
          </Button>
        </Space>
      }
    >
      <Form<UserFormValues> form={form} layout="vertical" onFinish={submit} requiredMark="optional" scrollToFirstError>
        <Divider titlePlacement="start">Datos personales</Divider>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="name" label="Nombre" rules={[schemaRule(userFormFieldSchemas.name)]} required>
              <Input autoComplete="off" maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="lastName" label="Apellido" rules={[schemaRule(userFormFieldSchemas.lastName)]} required>
              <Input autoComplete="off" maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="email"
              label="Email"
              normalize={lowercase}
              rules={[schemaRule(userFormFieldSchemas.email)]}
              required
            >
              <Input type="email" autoComplete="off" maxLength={254} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="cellphone" label="Teléfono" rules={[schemaRule(userFormFieldSchemas.cellphone)]}>
              <Input placeholder="+56 912341234" inputMode="tel" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="country" label="País" rules={[required(m.country)]}>
              <Select
                showSearch
                options={countries.map((c) => ({ value: c.name, label: c.name }))}
                onChange={() => form.setFieldValue('region', undefined)}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="region" label="Región" rules={needsProfile ? [required(m.region)] : []}>
              <Select
                showSearch
                allowClear
                options={regions.map((r) => ({ value: r.name, label: r.name }))}
                notFoundContent="Seleccione primero un país"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="gender" label="Género" rules={needsProfile ? [{ required: true, message: m.gender }] : []}>
              <Select allowClear options={genders.map((g) => ({ value: g, label: genderLabels[g] }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="isForeign" label="Nacionalidad" valuePropName="checked">
              <Checkbox>Extranjera</Checkbox>
            </Form.Item>
          </Col>
        </Row>

        <Form.Item name="roles" label="Roles" rules={[schemaRule(userFormFieldSchemas.roles)]} required>
          <CheckboxGroupField options={roleOptions(baseRole, roles)} onChange={onRolesChange} />
        </Form.Item>

        {(isCompanyAdmin || isMentor) && (
          <Form.Item
            name="clientId"
            label="Cliente"
            rules={isCompanyAdmin ? [{ required: true, message: m.client }] : []}
          >
            <Select
              showSearch
              allowClear
              optionFilterProp="label"
              loading={clients.isPending}
              options={clients.data?.docs.map((c) => ({ value: c.clientId, label: c.name }))}
              notFoundContent={clients.isError ? 'Error al cargar los clientes' : 'No hay clientes'}
            />
          </Form.Item>
        )}

        {isMentor && (
          <>
            <Divider titlePlacement="start">Mentora</Divider>
            <Form.Item name="mentorType" label="Tipo de mentora" rules={[{ required: true, message: m.mentorType }]}>
              <Radio.Group options={mentorTypes.map((t) => ({ value: t, label: mentorTypeLabels[t] }))} />
            </Form.Item>
            <Form.Item name="mentorStatus" hidden>
              <Input />
            </Form.Item>
            <Space>
              <Checkbox
                checked={mentorStatus === 'ACTIVE'}
                onChange={(event) => form.setFieldValue('mentorStatus', event.target.checked ? 'ACTIVE' : 'INACTIVE')}
              >
                Mentora Activa
              </Checkbox>
              {mentorStatus === 'WARNING' && <Tag color="orange">{mentorStatusLabels.WARNING}</Tag>}
            </Space>
          </>
        )}

        {needsProfile && (
          <>
            <Divider titlePlacement="start">Perfil</Divider>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item name="company" label="Empresa" rules={[required(m.company)]}>
                  <Input maxLength={200} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="businessArea" label="Cargo" rules={[required(m.businessArea)]}>
                  <Input maxLength={200} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="businessPositionId"
                  label="Nivel"
                  rules={[{ required: true, message: m.businessPosition }]}
                >
                  <Select
                    loading={positions.isPending}
                    options={positions.data?.map((p) => ({ value: p.businessPositionId, label: p.businessPosition }))}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="university" label="Universidad / casa de estudios" rules={[required(m.university)]}>
                  <Input maxLength={200} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="career" label="Carrera" rules={[required(m.career)]}>
                  <Input maxLength={200} />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item name="biography" label="Biografía">
              <Input.TextArea autoSize={{ minRows: 7, maxRows: 12 }} maxLength={2000} />
            </Form.Item>

            <Form.Item
              name="adviceIds"
              label={`Objetivos de mentoría (${ADVICES_MIN} a ${ADVICES_MAX}; marque el principal con la estrella)`}
              rules={[schemaRule(userFormFieldSchemas.adviceIds)]}
              required
            >
              <AdvicePicker
                advices={advices.data ?? []}
                loadFailed={advices.isError}
                mainAdviceId={mainAdviceId}
                onMainChange={(adviceId) => form.setFieldValue('mainAdviceId', adviceId)}
              />
            </Form.Item>
            <Form.Item name="mainAdviceId" hidden>
              <Input />
            </Form.Item>
            {adviceCountOk && !mainAdviceId && <Alert type="warning" showIcon title={m.mainAdvice} />}

            <Form.Item
              name="attributeIds"
              label={`Cualidades (${ATTRIBUTES_MIN_ADMIN_FORM} a ${ATTRIBUTES_MAX_ADMIN_FORM})`}
              rules={[schemaRule(userFormFieldSchemas.attributeIds)]}
              required
              style={{ marginTop: 16 }}
            >
              <CheckboxGroupField
                className="directory-attributes"
                options={attributes.data?.map((a) => ({ value: a.attributeId, label: a.attributeName }))}
              />
            </Form.Item>
          </>
        )}

        <Divider titlePlacement="start">Foto</Divider>
        <Upload
          accept={avatarMimeTypes.join(',')}
          listType="picture"
          maxCount={1}
          fileList={avatar}
          beforeUpload={(file) => {
            if (!(avatarMimeTypes as readonly string[]).includes(file.type)) {
              message.error('Sólo puede subir archivos de tipo JPG/PNG!');
              return Upload.LIST_IGNORE;
            }
            return false;
          }}
          onChange={({ fileList }) => setAvatar(fileList.slice(-1))}
        >
          <Button icon={<UploadOutlined />}>Seleccionar foto (JPG o PNG)</Button>
        </Upload>
      </Form>
    </Drawer>
  );
}

interface AdvicePickerProps {
  advices: Advice[];
  loadFailed: boolean;
  value?: string[];
  onChange?: (adviceIds: string[]) => void;
  mainAdviceId?: string;
  onMainChange: (adviceId: string | undefined) => void;
}

/** Objectives as checkboxes, each with a star that marks it as the main one (spec 000 §5 step 1). */
function AdvicePicker({ advices, loadFailed, value = [], onChange, mainAdviceId, onMainChange }: AdvicePickerProps) {
  const toggle = (adviceId: string, checked: boolean) => {
    onChange?.(checked ? [...value, adviceId] : value.filter((id) => id !== adviceId));
    if (!checked && mainAdviceId === adviceId) onMainChange(undefined);
  };
  return (
    <div className="directory-advices" role="group" aria-label="Objetivos de mentoría">
      {loadFailed && <Alert type="error" title="Error al cargar los objetivos" />}
      {advices.map((advice) => {
        const checked = value.includes(advice.adviceId);
        const isMain = mainAdviceId === advice.adviceId;
        return (
          <div key={advice.adviceId} className="directory-advices__row">
            <Checkbox checked={checked} onChange={(e) => toggle(advice.adviceId, e.target.checked)}>
              {advice.adviceName}
            </Checkbox>
            <Button
              type="text"
              size="small"
              disabled={!checked}
              aria-pressed={isMain}
              aria-label={`Marcar ${advice.adviceName} como objetivo principal`}
              icon={isMain ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
              onClick={() => onMainChange(advice.adviceId)}
            />
          </div>
        );
      })}
    </div>
  );
}
