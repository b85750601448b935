import {
  BASE_OBJECTIVE,
  DYNAMIC_MENTORSHIP_DEFAULT_SESSIONS,
  DYNAMIC_MENTORSHIP_SESSIONS_MAX,
  dynamicMentorshipMessages,
  dynamicMentorshipPayloadSchema,
} from '@enlaza/contract';
import {
  Alert,
  App as AntApp,
  Button,
  Card,
  Checkbox,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Typography,
} from 'antd';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessageOf } from '../../lib/api';
import { schemaRule } from '../../lib/forms/schemaRule';
import { useAdvices } from '../metadata/hooks';
import { templateObjectives, toDynamicMentorshipPayload, type DynamicMentorshipFormValues } from './measurementForms';
import { useCreateDynamicMentorship, useQuestionaryOptions } from './measurementsApi';

const questionaryRule = [{ required: true, message: dynamicMentorshipMessages.questionaryRequired }];
const sessionsRule = [
  { required: true, message: dynamicMentorshipMessages.sessionsMin },
  schemaRule(dynamicMentorshipPayloadSchema.shape.sessions),
];

/** /admin/dynamic-mentorship/create: 'Crear pauta' (spec 002 §2.5, §5.6). */
export function DynamicMentorshipCreatePage() {
  const [form] = Form.useForm<DynamicMentorshipFormValues>();
  const { message } = AntApp.useApp();
  const navigate = useNavigate();
  const create = useCreateDynamicMentorship();
  const advices = useAdvices();
  const guides = useQuestionaryOptions('MENTORSHIP_GUIDE');
  const sessions = Form.useWatch('sessions', form) ?? DYNAMIC_MENTORSHIP_DEFAULT_SESSIONS;
  const nonDynamic = Form.useWatch('nonDynamic', form) ?? false;

  const adviceIds = useMemo(() => (advices.data ?? []).map((advice) => advice.adviceId), [advices.data]);
  const objectiveName = useMemo(() => {
    const names = new Map((advices.data ?? []).map((advice) => [advice.adviceId, advice.adviceName]));
    return (objective: string) => (objective === BASE_OBJECTIVE ? 'Base' : (names.get(objective) ?? objective));
  }, [advices.data]);
  const guideOptions = (guides.data?.docs ?? []).map((guide) => ({ value: guide.id, label: guide.name }));
  const objectives = templateObjectives(nonDynamic, adviceIds);
  const sessionCount =
    Number.isInteger(sessions) && sessions >= 1 ? Math.min(sessions, DYNAMIC_MENTORSHIP_SESSIONS_MAX) : 0;

  const onFinish = (values: DynamicMentorshipFormValues) => {
    create.mutate(toDynamicMentorshipPayload(values, adviceIds), {
      onSuccess: (template) => {
        message.success(dynamicMentorshipMessages.created);
        void navigate(`/admin/dynamic-mentorship/${template.dynamicMentorshipId}`);
      },
      onError: (error) => message.error(errorMessageOf(error)),
    });
  };

  const loadError = advices.error ?? guides.error;
  return (
    <section aria-labelledby="template-create-title" style={{ maxWidth: 900 }}>
      <Typography.Title level={1} id="template-create-title" style={{ fontSize: 24 }}>
        Crear pauta
      </Typography.Title>
      {loadError && <Alert type="error" showIcon title={errorMessageOf(loadError)} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        layout="vertical"
        name="dynamic-mentorship-form"
        onFinish={onFinish}
        scrollToFirstError
        initialValues={{ name: '', sessions: DYNAMIC_MENTORSHIP_DEFAULT_SESSIONS, nonDynamic: false }}
      >
        <Form.Item name="name" label="Nombre" rules={[schemaRule(dynamicMentorshipPayloadSchema.shape.name)]}>
          <Input maxLength={200} />
        </Form.Item>
        <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap', alignItems: 'center' }}>
          <Form.Item name="sessions" label="Número de sesiones" rules={sessionsRule}>
            <InputNumber min={1} max={DYNAMIC_MENTORSHIP_SESSIONS_MAX} precision={0} />
          </Form.Item>
          <Form.Item name="nonDynamic" valuePropName="checked">
            <Checkbox>{dynamicMentorshipMessages.nonDynamic}</Checkbox>
          </Form.Item>
        </div>
        {Array.from({ length: sessionCount }, (_, index) => (
          <Card key={index} size="small" title={`Sesión ${index + 1}`} style={{ marginBottom: 12 }}>
            <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 12 }}>
              {objectives.map((objective) => (
                <Form.Item
                  key={objective}
                  name={['questionaries', index, objective]}
                  label={objectiveName(objective)}
                  rules={questionaryRule}
                  style={{ marginBottom: 8 }}
                >
                  <Select
                    aria-label={`Sesión ${index + 1}, ${objectiveName(objective)}`}
                    placeholder="Seleccione un cuestionario"
                    options={guideOptions}
                    loading={guides.isPending}
                    showSearch
                    optionFilterProp="label"
                    notFoundContent="No hay cuestionarios de pauta"
                  />
                </Form.Item>
              ))}
            </div>
          </Card>
        ))}
        <Space style={{ marginTop: 12 }}>
          <Button type="primary" htmlType="submit" loading={create.isPending} disabled={advices.isPending}>
            Guardar
          </Button>
          <Link to="/admin/dynamic-mentorship">
            <Button>Cancelar</Button>
          </Link>
        </Space>
      </Form>
    </section>
  );
}
