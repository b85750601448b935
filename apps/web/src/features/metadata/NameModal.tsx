import { METADATA_NAME_MAX, metadataNameSchema } from '@enlaza/contract';
import { App as AntApp, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { ApiError, errorMessageOf } from '../../lib/api';
import { schemaRule } from '../../lib/forms/schemaRule';

interface NameModalProps {
  open: boolean;
  title: string;
  /** The current name when renaming; empty when adding. */
  initialName?: string;
  okText?: string;
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** Adds or renames one item of a reference list; the server's refusals (a duplicate name) show under the field. */
export function NameModal({ open, title, initialName = '', okText = 'Guardar', onSubmit, onClose }: NameModalProps) {
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<{ name: string }>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (open) form.setFieldsValue({ name: initialName });
  }, [open, initialName, form]);

  const submit = async () => {
    const { name } = await form.validateFields();
    setSaving(true);
    try {
      await onSubmit(name.trim());
      onClose();
    } catch (error) {
      if (error instanceof ApiError && (error.status === 400 || error.status === 409)) {
        form.setFields([{ name: 'name', errors: [error.message] }]);
      } else {
        message.error(errorMessageOf(error));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText="Cancelar"
      confirmLoading={saving}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={() => void submit().catch(() => undefined)}>
        <Form.Item name="name" label="Nombre" rules={[schemaRule(metadataNameSchema)]}>
          <Input autoFocus maxLength={METADATA_NAME_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
