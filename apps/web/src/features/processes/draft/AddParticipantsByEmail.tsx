import {
  participantMessages,
  participantRoleLabels,
  processMessages,
  type AddProcessParticipantsResponse,
} from '@enlaza/contract';
import { Alert, App as AntApp, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
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

/** Who a bulk add took in and each refused email with its reason, until the next one. */
function BulkAddResult({ result, onClose }: { result: AddProcessParticipantsResponse; onClose: () => void }) {
  return (
    <Alert
      style={{ marginTop: 12 }}
      type={result.refused.length === 0 ? 'success' : result.added === 0 ? 'error' : 'warning'}
      showIcon
      closable={{ onClose }}
      title={result.message}
      description={
        <Flex vertical gap={8}>
          {result.addedParticipants.length > 0 && (
            <div>
              <Typography.Text strong>Agregados ({result.addedParticipants.length})</Typography.Text>
              <ul aria-label="Agregados" style={{ margin: 0, paddingInlineStart: 20 }}>
                {result.addedParticipants.map((p) => (
                  <li key={p.email}>
                    {p.email} — {participantRoleLabels[p.role]}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {result.refused.length > 0 && (
            <div>
              <Typography.Text strong>No agregados ({result.refused.length})</Typography.Text>
              <ul aria-label="No agregados" style={{ margin: 0, paddingInlineStart: 20 }}>
                {result.refused.map((r) => (
                  <li key={r.email}>
                    {r.email}: {r.message}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </Flex>
      }
    />
  );
}

/**
 * 'Agregar por email': one person, or several at once. Of several, the server adds those it can and names each
 * refused email with its reason; both lists stay on screen.
 */
export function AddParticipantsByEmail({ processId }: { processId: string }) {
  const { message } = AntApp.useApp();
  const addOne = useAddParticipantByEmail();
  const addMany = useAddParticipantsByEmails();
  const [single] = Form.useForm<{ email: string }>();
  const [bulk] = Form.useForm<{ emails: string }>();
  const [bulkResult, setBulkResult] = useState<AddProcessParticipantsResponse | null>(null);

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

  const submitMany = ({ emails }: { emails: string }) => {
    setBulkResult(null);
    return addMany.mutateAsync({ processId, emails: parseEmailList(emails).emails }).then(
      (result) => {
        setBulkResult(result);
        if (result.refused.length === 0) message.success(result.message);
        bulk.resetFields();
      },
      (error: unknown) => {
        message.error(errorMessageOf(error));
      },
    );
  };

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
        {bulkResult && <BulkAddResult result={bulkResult} onClose={() => setBulkResult(null)} />}
      </Card>
    </Flex>
  );
}
