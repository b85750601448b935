import { enrolmentMessages as m, inscribeRequestSchema, MOTIVATION_MAX_LENGTH } from '@enlaza/contract';
import { Button, Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { schemaRule } from '../../lib/forms/schemaRule';

interface MotivationValues {
  motivation: string;
}

interface MotivationStepProps {
  initialValue: string;
  /** Shown above the field, e.g. that the stored profile is used as it is. */
  notice?: ReactNode;
  sending: boolean;
  errorAlert: ReactNode;
  onBack: (motivation: string) => void;
  onSubmit: (motivation: string) => void;
}

/** Step 'Motivación' (spec 002 §2.1): a 6 to 12 row text area, 'Regresar' and 'Enviar'. */
export function MotivationStep({ initialValue, notice, sending, errorAlert, onBack, onSubmit }: MotivationStepProps) {
  const [form] = Form.useForm<MotivationValues>();
  return (
    <Form<MotivationValues>
      form={form}
      name="enrolment-motivation"
      layout="vertical"
      initialValues={{ motivation: initialValue }}
      onFinish={(values) => onSubmit(values.motivation)}
    >
      {notice}
      <Form.Item
        label="¿Por qué quieres participar en este programa?"
        name="motivation"
        rules={[schemaRule(inscribeRequestSchema.shape.motivation)]}
      >
        <Input.TextArea autoSize={{ minRows: 6, maxRows: 12 }} maxLength={MOTIVATION_MAX_LENGTH} showCount />
      </Form.Item>
      {errorAlert}
      <div className="profile-wizard__footer">
        <Button onClick={() => onBack((form.getFieldValue('motivation') as string | undefined) ?? '')}>{m.back}</Button>
        <div className="profile-wizard__footer-end">
          <Button type="primary" htmlType="submit" loading={sending}>
            {m.send}
          </Button>
        </div>
      </div>
    </Form>
  );
}
