import { NotificationOutlined } from '@ant-design/icons';
import { CHAT_MESSAGE_MAX_LENGTH, groupChatMessages as g } from '@enlaza/contract';
import { App, Button, Checkbox, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { errorMessageOf } from '../../../lib/api';
import { useMassMessage } from './messagingApi';
import type { MessagingProcess } from './SendChallengeButton';

/** A group as the mass-message modal lists it: its id and how the page names it (e.g. its tutor's name). */
export interface MessagingGroup {
  groupId: string;
  name: string;
}

interface Values {
  groupIds: string[];
  text: string;
}

/**
 * 'Mensaje masivo' (spec 001 §5, §6): a message from the coordination into the chats of the groups chosen. Only while
 * the process is in progress.
 */
export function MassMessageButton({
  process,
  groups,
}: {
  process: MessagingProcess;
  groups: readonly MessagingGroup[];
}) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const send = useMassMessage(process.processId);
  const inProgress = process.status === 'IN_PROGRESS';

  const close = () => {
    setOpen(false);
    form.resetFields();
  };

  const submit = async (values: Values) => {
    try {
      await send.mutateAsync({ groupIds: values.groupIds, text: values.text });
      void message.success(g.massMessageSent);
      close();
    } catch (error) {
      void message.error(errorMessageOf(error));
    }
  };

  return (
    <>
      <Button
        icon={<NotificationOutlined />}
        disabled={!inProgress}
        title={inProgress ? undefined : g.notInProgress}
        onClick={() => setOpen(true)}
      >
        {g.massMessage}
      </Button>
      <Modal
        open={open}
        title={g.massMessage}
        width={650}
        okText="Enviar"
        cancelText="Cancelar"
        confirmLoading={send.isPending}
        onCancel={close}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{ groupIds: [], text: '' }}
          onFinish={(values) => void submit(values)}
          requiredMark={false}
        >
          <Form.Item
            name="groupIds"
            label="Grupos"
            rules={[{ required: true, type: 'array', min: 1, message: g.groupsRequired }]}
          >
            <Checkbox.Group
              className="attraction-messaging__groups"
              options={groups.map((group) => ({ value: group.groupId, label: group.name }))}
            />
          </Form.Item>
          <Form.Item
            name="text"
            label="Mensaje"
            rules={[{ required: true, whitespace: true, message: g.massTextRequired }]}
          >
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={CHAT_MESSAGE_MAX_LENGTH} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
