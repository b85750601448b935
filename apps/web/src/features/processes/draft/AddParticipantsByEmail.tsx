import { participantMessages, processMessages } from '@enlaza/contract';
import { App as AntApp, Button, Card, Flex, Form, Input } from 'antd';
import { errorMessageOf } from '../../../lib/api';
import { useAddParticipantByEmail, useAddParticipantsByEmails } from '../processesApi';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const emailRequired = 'Email es requerido';

/** Splits what was pasted into the bulk box (commas, semicolons, spaces or lines) into distinct emails. */
export function parseEmailList(text: string): { emails: string[]; invalid: string[] } {
  const items = [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  return { emails: items.filter((e) => EMAIL.test(e)), invalid: items.filter((e) => !EMAIL.test(e)) };
}

/** 'Agregar por email': one person, or several at once (all or nothing on the server). */
export function AddParticipantsByEmail({ processId }: { processId: string }) {
  const { message } = AntApp.useApp();
  const addOne = useAddParticipantByEmail();
  const addMany = useAddParticipantsByEmails();
  const [single] = Form.useForm<{ email: string }>();
  const [bulk] = Form.useForm<{ emails: string }>();

  const submitOne = ({ email }: { email: string }) =>
    addOne.mutateAsync({ processId, email: email.trim() }).then(
      () => {
        message.success(processMessages.participantAdded);
        single.resetFields();
      },
      (error: unknown) => {
        message.error(errorMessageOf(error));
      },
    );

  const submitMany = ({ emails }: { emails: string }) =>
    addMany.mutateAsync({ processId, emails: parseEmailList(emails).emails }).then(
      () => {
        message.success(processMessages.participantsAdded);
        bulk.resetFields();
      },
      (error: unknown) => {
        message.error(errorMessageOf(error));
      },
    );

  return (
    <Flex wrap gap={16}>
      <Card size="small" title="Agregar por email" style={{ flex: '1 1 280px' }}>
        <Form form={single} layout="vertical" onFinish={submitOne} requiredMark={false}>
          <Form.Item
            name="email"
            label="Email"
            rules={[
              { required: true, whitespace: true, message: emailRequired },
              { pattern: EMAIL, message: participantMessages.invalidEmail },
            ]}
          >
            <Input type="email" autoComplete="off" placeholder="persona@empresa.cl" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={addOne.isPending}>
            Agregar
          </Button>
        </Form>
      </Card>
      <Card size="small" title="Agregar varios por email" style={{ flex: '1 1 280px' }}>
        <Form form={bulk} layout="vertical" onFinish={submitMany} requiredMark={false}>
          <Form.Item
            name="emails"
            label="Emails (separados por coma o salto de línea)"
            rules={[
              { required: true, whitespace: true, message: emailRequired },
              {
                validator: (_, value: string | undefined) => {
                  const { emails, invalid } = parseEmailList(value ?? '');
                  if (invalid.length)
                    return Promise.reject(new Error(`${participantMessages.invalidEmail}: ${invalid.join(', ')}`));
                  if (!emails.length) return Promise.reject(new Error(emailRequired));
                  return Promise.resolve();
                },
              },
            ]}
          >
            <Input.TextArea rows={3} placeholder={'ana@empresa.cl\nluis@empresa.cl'} />
          </Form.Item>
          <Button htmlType="submit" loading={addMany.isPending}>
            Agregar participantes
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}
