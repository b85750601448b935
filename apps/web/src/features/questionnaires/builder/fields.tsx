import { Form } from 'antd';
import type { ReactNode } from 'react';

/** A labelled field with its message under it; the label points at the control through `id`. */
export function Field({
  label,
  error,
  children,
  id,
  required,
}: {
  label: string;
  error?: string;
  children: ReactNode;
  id: string;
  required?: boolean;
}) {
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error}
      style={{ marginBottom: 12 }}
    >
      {children}
    </Form.Item>
  );
}

/** The message of a list or of a control without its own label, announced when it appears. */
export function ListError({ error }: { error?: string }) {
  return error ? (
    <div role="alert" className="builder-error">
      {error}
    </div>
  ) : null;
}
