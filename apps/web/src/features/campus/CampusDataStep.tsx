import { UploadOutlined } from '@ant-design/icons';
import {
  campusAccessRoleLabels,
  campusAccessRoles,
  campusHasMentors,
  campusHasStudents,
  campusMessages,
  campusTitleSchema,
  campusRoleLabels,
  campusRoles,
  illustrationAccept,
  CAMPUS_ILLUSTRATION_MAX_BYTES,
  type Campus,
  type CampusAccessRole,
  type CampusRole,
} from '@enlaza/contract';
import {
  App as AntApp,
  Button,
  Col,
  Divider,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Switch,
  Typography,
  Upload,
  type FormRule,
  type UploadFile,
} from 'antd';
import { useState } from 'react';
import { errorMessageOf } from '../../lib/api';
import { schemaRule } from '../../lib/forms/schemaRule';
import { useSaveCampus, useUploadIllustration } from './campusApi';
import { toCampusFormValues, toCampusPayload, type CampusFormValues } from './campusForm';
import { CampusSharing } from './CampusSharing';

/** Spec 001 §5: description at least 7 rows tall. */
const DESCRIPTION_ROWS = 7;

const durationRules: FormRule[] = [
  { required: true, message: campusMessages.durationRequired },
  { type: 'number', min: 1, message: campusMessages.durationMin },
];
const rules = {
  title: [schemaRule(campusTitleSchema)],
  role: [{ required: true, message: campusMessages.roleInvalid }],
  studentDescription: [{ required: true, whitespace: true, message: campusMessages.studentDescriptionRequired }],
  mentorDescription: [{ required: true, whitespace: true, message: campusMessages.mentorDescriptionRequired }],
} satisfies Record<string, FormRule[]>;

function isPicture(file: File) {
  return file.type === 'image/jpeg' || file.type === 'image/png' || /\.(jpe?g|png)$/i.test(file.name);
}

function AccessRoleSwitches({
  value = [],
  onChange,
}: {
  value?: CampusAccessRole[];
  onChange?: (roles: CampusAccessRole[]) => void;
}) {
  return (
    <Space direction="vertical" size={8}>
      {campusAccessRoles.map((role) => {
        const id = `campus-access-${role}`;
        return (
          <Space key={role} size={8}>
            <Switch
              id={id}
              size="small"
              checked={value.includes(role)}
              onChange={(checked) => onChange?.(checked ? [...value, role] : value.filter((r) => r !== role))}
            />
            <label htmlFor={id}>{campusAccessRoleLabels[role]}</label>
          </Space>
        );
      })}
    </Space>
  );
}

interface CampusDataStepProps {
  campus?: Campus;
  /** Called with the saved campus's id once the data (and the illustration) are stored. */
  onSaved: (campusId: string) => void;
  onCancel: () => void;
}

/** Step 1 'Datos del campus': title, type, each audience's description and duration, illustration, access. */
export function CampusDataStep({ campus, onSaved, onCancel }: CampusDataStepProps) {
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<CampusFormValues>();
  const role = Form.useWatch('role', form) as CampusRole | undefined;
  const [illustration, setIllustration] = useState<UploadFile[]>([]);
  const saveCampus = useSaveCampus();
  const uploadIllustration = useUploadIllustration();
  const saving = saveCampus.isPending || uploadIllustration.isPending;

  const onFinish = async (values: CampusFormValues) => {
    let saved;
    try {
      saved = await saveCampus.mutateAsync({ campusId: campus?.campusId, payload: toCampusPayload(values) });
    } catch (error) {
      message.error(errorMessageOf(error));
      return;
    }
    const file = illustration[0]?.originFileObj;
    if (file) {
      try {
        await uploadIllustration.mutateAsync({ campusId: saved.campusId, file });
        message.success(campusMessages.fileUploaded);
        setIllustration([]);
      } catch (error) {
        // The campus is saved; only the picture failed, so the admin stays here to retry it.
        message.error(errorMessageOf(error));
        if (!campus) onSaved(saved.campusId);
        return;
      }
    }
    message.success(campus ? campusMessages.updated : campusMessages.created);
    onSaved(saved.campusId);
  };

  const audienceFields = (audience: 'student' | 'mentor') => (
    <Row gutter={16}>
      <Col xs={24} md={18}>
        <Form.Item
          name={`${audience}Description`}
          label={audience === 'student' ? 'Descripción para mentees' : 'Descripción para mentoras'}
          rules={audience === 'student' ? rules.studentDescription : rules.mentorDescription}
        >
          <Input.TextArea rows={DESCRIPTION_ROWS} maxLength={5000} showCount />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item name={`${audience}Duration`} label="Duración (jornadas)" rules={durationRules} validateFirst>
          <InputNumber min={1} max={365} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
    </Row>
  );

  return (
    <>
      <Form<CampusFormValues>
        form={form}
        layout="vertical"
        initialValues={toCampusFormValues(campus)}
        onFinish={onFinish}
        scrollToFirstError
      >
        <Row gutter={16}>
          <Col xs={24} md={14}>
            <Form.Item name="title" label="Nombre del campus" rules={rules.title} required>
              <Input maxLength={150} />
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            <Form.Item name="role" label="Tipo" rules={rules.role}>
              <Select
                placeholder="Seleccione a quién está dirigido"
                options={campusRoles.map((value) => ({ value, label: campusRoleLabels[value] }))}
              />
            </Form.Item>
          </Col>
        </Row>
        {role && campusHasStudents(role) && audienceFields('student')}
        {role && campusHasMentors(role) && audienceFields('mentor')}

        <Row gutter={16}>
          <Col xs={24} md={14}>
            <Form.Item
              label="Ilustración (.jpg o .png)"
              extra={
                campus?.illustrationUrl && illustration.length === 0 ? 'Subir otra reemplaza la actual.' : undefined
              }
            >
              {campus?.illustrationUrl && illustration.length === 0 && (
                <img
                  src={campus.illustrationUrl}
                  alt="Ilustración actual del campus"
                  style={{ display: 'block', maxWidth: 240, maxHeight: 140, marginBottom: 8, borderRadius: 6 }}
                />
              )}
              <Upload
                accept={illustrationAccept}
                maxCount={1}
                fileList={illustration}
                beforeUpload={(file) => {
                  if (!isPicture(file)) {
                    message.error(campusMessages.illustrationType);
                    return Upload.LIST_IGNORE;
                  }
                  if (file.size > CAMPUS_ILLUSTRATION_MAX_BYTES) {
                    message.error(campusMessages.illustrationTooLarge);
                    return Upload.LIST_IGNORE;
                  }
                  return false;
                }}
                // Spec 001 §5: only one file is kept; a new choice replaces the previous one.
                onChange={({ fileList }) => setIllustration(fileList.slice(-1))}
              >
                <Button icon={<UploadOutlined />}>Seleccionar imagen</Button>
              </Upload>
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            <Form.Item name="rolesWithAccess" label="Roles con acceso">
              <AccessRoleSwitches />
            </Form.Item>
          </Col>
        </Row>
        <Space wrap style={{ justifyContent: 'flex-end', width: '100%' }}>
          <Button onClick={onCancel}>Cancelar</Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            Guardar y continuar
          </Button>
        </Space>
      </Form>
      <Divider />
      {campus ? (
        <CampusSharing campus={campus} />
      ) : (
        <Typography.Text type="secondary">Guarda el campus para compartirlo con personas por su email.</Typography.Text>
      )}
    </>
  );
}
