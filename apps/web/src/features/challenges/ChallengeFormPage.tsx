import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CHALLENGE_MESSAGES_MAX,
  challengeAreaMessages as m,
  challengeInputSchema,
  challengeMessages,
  challengeMessageSchema,
  type Challenge,
  type ChallengeInput,
} from '@enlaza/contract';
import { Alert, App as AntApp, Button, Card, Form, Input, Space, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { errorMessageOf } from '../../lib/api';
import { schemaRule } from '../../lib/forms/schemaRule';
import { useChallenge, useSaveChallenge } from './challengesApi';
import { LoadingSpin } from '../../components/LoadingSpin';

const emptyMessage = { title: '', text: '' };

function ChallengeForm({ challenge }: { challenge?: Challenge }) {
  const { message } = AntApp.useApp();
  const navigate = useNavigate();
  const save = useSaveChallenge(challenge?.challengeId);
  const [form] = Form.useForm<ChallengeInput>();

  const submit = (values: ChallengeInput) =>
    save.mutateAsync(challengeInputSchema.parse(values)).then(
      () => {
        void message.success(challenge ? m.updated : m.created);
        void navigate('/admin/challenges');
      },
      (error: unknown) => void message.error(errorMessageOf(error)),
    );

  return (
    <Form<ChallengeInput>
      form={form}
      layout="vertical"
      requiredMark
      initialValues={
        challenge ? { title: challenge.title, messages: challenge.messages } : { messages: [emptyMessage] }
      }
      onFinish={(values) => void submit(values)}
      style={{ marginTop: 16, maxWidth: 820 }}
    >
      <Form.Item name="title" label="Título del desafío" rules={[schemaRule(challengeInputSchema.shape.title)]}>
        <Input maxLength={200} />
      </Form.Item>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        Mensajes
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Cada mensaje se envía por separado a los grupos de un proceso de atracción, cuando la coordinadora lo decide.
      </Typography.Paragraph>
      <Form.List
        name="messages"
        rules={[
          {
            validator: async (_rule, messages: unknown[] | undefined) => {
              if (!messages || messages.length === 0) throw new Error(challengeMessages.messagesRequired);
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            {fields.map((field, index) => (
              <Card
                key={field.key}
                size="small"
                title={`Mensaje ${index + 1}`}
                extra={
                  <ConfirmDeleteButton
                    title="Quitar mensaje"
                    itemName={`mensaje ${index + 1}`}
                    label={`Quitar mensaje ${index + 1}`}
                    onConfirm={() => remove(field.name)}
                  />
                }
              >
                <Form.Item
                  name={[field.name, 'title']}
                  label="Título del mensaje"
                  rules={[schemaRule(challengeMessageSchema.shape.title)]}
                >
                  <Input maxLength={200} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'text']}
                  label="Texto del mensaje"
                  rules={[schemaRule(challengeMessageSchema.shape.text)]}
                  style={{ marginBottom: 0 }}
                >
                  <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={4000} showCount />
                </Form.Item>
              </Card>
            ))}
            <Button
              icon={<PlusOutlined />}
              onClick={() => add(emptyMessage)}
              disabled={fields.length >= CHALLENGE_MESSAGES_MAX}
            >
              Agregar mensaje
            </Button>
            <Form.ErrorList errors={errors} />
          </Space>
        )}
      </Form.List>
      <Space style={{ marginTop: 24 }} wrap>
        <Button onClick={() => void navigate('/admin/challenges')}>Cancelar</Button>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {challenge ? 'Guardar cambios' : 'Crear desafío'}
        </Button>
      </Space>
    </Form>
  );
}

/** /admin/challenge/create and /admin/challenge/edit/{challengeId} (spec 001 §2, §5 "Challenge"). */
export function ChallengeFormPage() {
  const { challengeId } = useParams();
  const challenge = useChallenge(challengeId);
  const editing = challengeId !== undefined;

  return (
    <section aria-labelledby="challenge-form-title">
      <Link to="/admin/challenges">
        <ArrowLeftOutlined aria-hidden /> Volver a desafíos
      </Link>
      <Typography.Title level={1} id="challenge-form-title" style={{ margin: '8px 0 0', fontSize: 24 }}>
        {editing ? 'Desafíos / Editar desafío' : 'Desafíos / Nuevo desafío'}
      </Typography.Title>
      {!editing ? (
        <ChallengeForm />
      ) : challenge.isPending ? (
        <LoadingSpin style={{ display: 'block', margin: '48px auto' }} label="Cargando desafío" />
      ) : challenge.isError ? (
        <Alert style={{ marginTop: 16 }} type="error" showIcon title={errorMessageOf(challenge.error)} />
      ) : (
        <ChallengeForm key={challenge.data.challengeId} challenge={challenge.data} />
      )}
    </section>
  );
}
