import { enrolmentEmailSchema, enrolmentMessages as m } from '@enlaza/contract';
import { Button, Checkbox, Form, Input, type FormRule } from 'antd';
import type { ReactNode } from 'react';
import { useBrand } from '../../app/BrandContext';
import { lowercase } from '../../lib/forms/lowercase';
import { schemaRule } from '../../lib/forms/schemaRule';

export interface EmailValues {
  email: string;
  termsAccepted: boolean;
  partnerConsent: boolean;
}

const termsRules: FormRule[] = [
  {
    validator: async (_rule, value: boolean | undefined) => {
      if (value !== true) throw new Error(m.terms);
    },
  },
];

/** The consent box of a convocatory that shares the applicants' data with a partner (spec 002 §2.1). */
const consentRules = (partner: string): FormRule[] => [
  {
    validator: async (_rule, value: boolean | undefined) => {
      if (value !== true) throw new Error(m.partnerConsentRequired(partner));
    },
  },
];

interface EmailStepProps {
  initialEmail: string;
  /** The convocatory's data-sharing partner: its consent box is required too. */
  partner: string | null;
  sending: boolean;
  errorAlert: ReactNode;
  /** The email as the contract reads it: trimmed and lowercased. */
  onSubmit: (email: string) => void;
}

/**
 * Step 'Email' (spec 000 §5 "Convocatory enrolment email step"): a valid email and the terms and privacy box, and the
 * partner's consent box when the convocatory shares the data with one.
 */
export function EmailStep({ initialEmail, partner, sending, errorAlert, onSubmit }: EmailStepProps) {
  const brand = useBrand();
  return (
    <Form<EmailValues>
      name="enrolment-email"
      layout="vertical"
      className="enrolment__email"
      initialValues={{ email: initialEmail, termsAccepted: false, partnerConsent: false }}
      onFinish={(values) => onSubmit(enrolmentEmailSchema.parse(values.email))}
    >
      <p className="enrolment__intro">Ingresa tu email para comenzar o continuar tu inscripción.</p>
      <Form.Item label="Email" name="email" normalize={lowercase} rules={[schemaRule(enrolmentEmailSchema)]}>
        <Input type="email" autoComplete="email" inputMode="email" placeholder="nombre@ejemplo.com" />
      </Form.Item>
      <Form.Item name="termsAccepted" valuePropName="checked" rules={termsRules}>
        <Checkbox>
          Acepto los{' '}
          <a href={brand.termsUrl} target="_blank" rel="noopener">
            Términos y Condiciones
          </a>{' '}
          y la{' '}
          <a href={brand.privacyUrl} target="_blank" rel="noopener">
            Política de Privacidad
          </a>
        </Checkbox>
      </Form.Item>
      {partner && (
        <Form.Item name="partnerConsent" valuePropName="checked" rules={consentRules(partner)}>
          <Checkbox>{m.partnerConsentLabel(partner)}</Checkbox>
        </Form.Item>
      )}
      {errorAlert}
      <div className="profile-wizard__footer">
        <div className="profile-wizard__footer-end">
          <Button type="primary" htmlType="submit" loading={sending}>
            Continuar
          </Button>
        </div>
      </div>
    </Form>
  );
}
