import { TrophyOutlined } from '@ant-design/icons';
import {
  CHALLENGE_TEXT_MAX,
  CHALLENGE_TITLE_MAX,
  groupChatMessages as g,
  type ChallengeMessage,
} from '@enlaza/contract';
import { Alert, App, Button, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { errorMessageOf } from '../../../lib/api';
import { useChallenge } from '../../challenges/challengesApi';
import { useSendChallenge } from './messagingApi';

export interface MessagingProcess {
  processId: string;
  status: string;
  /** The process's challenge (its messages are fetched when `messages` is not given). */
  challengeId?: string | null;
}

interface Values {
  pick?: number;
  title: string;
  text: string;
}

/**
 * 'Enviar desafío' (spec 001 §5, §6): the coordinator picks one of the process challenge's messages, may adjust its
 * title and text, and sends it into every group's chat. Only while the process is in progress.
 */
export function SendChallengeButton({
  process,
  messages,
}: {
  process: MessagingProcess;
  /** The challenge's messages, when the page already has them. */
  messages?: readonly ChallengeMessage[];
}) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const fetched = useChallenge(process.challengeId, open && !messages);
  const options = messages ?? fetched.data?.messages ?? [];
  const send = useSendChallenge();
  const inProgress = process.status === 'IN_PROGRESS';

  const close = () => {
    setOpen(false);
    form.resetFields();
  };

  const submit = async (values: Values) => {
    try {
      await send.mutateAsync({ processId: process.processId, title: values.title, text: values.text });
      void message.success(g.challengeSent);
      close();
    } catch (error) {
      void message.error(errorMessageOf(error));
    }
  };

  return (
    <>
      <Button
        icon={<TrophyOutlined />}
        disabled={!inProgress}
        title={inProgress ? undefined : g.notInProgress}
        onClick={() => setOpen(true)}
      >
        {g.sendChallenge}
      </Button>
      <Modal
        open={open}
        title={g.sendChallenge}
        width={650}
        okText="Enviar"
        cancelText="Cancelar"
        confirmLoading={send.isPending}
        onCancel={close}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        {fetched.isError && !messages && (
          <Alert type="warning" showIcon title="No se pudieron cargar los mensajes del desafío" />
        )}
        <Form<Values> form={form} layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
          {options.length > 0 && (
            <Form.Item name="pick" label="Mensaje del desafío">
              <Select
                placeholder="Elige un mensaje"
                options={options.map((option, index) => ({ value: index, label: option.title }))}
                onChange={(index: number) => {
                  const picked = options[index];
                  if (picked) form.setFieldsValue({ title: picked.title, text: picked.text });
                }}
              />
            </Form.Item>
          )}
          <Form.Item
            name="title"
            label="Título"
            rules={[{ required: true, whitespace: true, message: g.challengeRequired }]}
          >
            <Input maxLength={CHALLENGE_TITLE_MAX} />
          </Form.Item>
          <Form.Item
            name="text"
            label="Texto"
            rules={[{ required: true, whitespace: true, message: g.challengeTextRequired }]}
          >
            <Input.TextArea autoSize={{ minRows: 4, maxRows: 10 }} maxLength={CHALLENGE_TEXT_MAX} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
