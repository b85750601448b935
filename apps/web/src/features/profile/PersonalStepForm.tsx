import {
  BIOGRAPHY_MAX_LENGTH,
  countrySchema,
  credentialMessages,
  dateOfBirthSchema,
  PASSWORD_MIN_LENGTH,
  profileEmailSchema,
  profileLastNameSchema,
  profileMessages as m,
  profileNameSchema,
  profilePhoneSchema,
  regionSchema,
} from '@enlaza/contract';
import { Alert, Button, DatePicker, Form, Input, Select, type FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { dayjs } from '../../lib/dates';
import { lowercase } from '../../lib/forms/lowercase';
import { schemaRule } from '../../lib/forms/schemaRule';
import { useGenders } from '../metadata/hooks';
import { countries, regionsOf } from '../metadata/locations';
import type { PersonalValues } from './wizardValues';
import { enterOnlyPicksTheDate } from '../../lib/forms/enterOnlyPicksTheDate';

const dateOfBirthRules: FormRule[] = [
  {
    required: true,
    validator: async (_rule, value: Dayjs | null | undefined) => {
      const result = dateOfBirthSchema.safeParse(value ? value.format('YYYY-MM-DD') : undefined);
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? m.dateOfBirth);
    },
  },
];
const passwordRules: FormRule[] = [
  { required: true, message: m.password },
  { min: PASSWORD_MIN_LENGTH, message: m.passwordMin },
];
const confirmationRules: FormRule[] = [
  { required: true, message: m.passwordConfirmation },
  ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (value && value !== getFieldValue('password')) throw new Error(m.passwordsDoNotMatch);
    },
  }),
];

const currentPasswordRules: FormRule[] = [{ required: true, message: credentialMessages.currentPasswordRequired }];

const countryOptions = countries.map((c) => ({ value: c.name, label: c.name }));

/** The account whose email this form may change (the user's own profile; not an enrolment). */
export interface EmailChangeContext {
  /** The email stored now. */
  currentEmail: string;
  /** With a password, a new email asks for it; without one, the old address confirms the change by mail. */
  hasPassword: boolean;
}

interface PersonalStepFormProps {
  initialValues: PersonalValues;
  /** Spec 000 §5: only for users without a password who do not come from a convocatoria. */
  askPassword: boolean;
  /** In a convocatory enrolment the email is the one the enrolment started with: shown, not changed. */
  emailReadOnly?: boolean;
  /** On one's own profile: what changing the email asks for (issue 13). */
  emailChange?: EmailChangeContext;
  avatarField: ReactNode;
  saving: boolean;
  errorAlert: ReactNode;
  onSubmit: (values: PersonalValues) => void;
}

/** Step 0 'Informacion personal'. */
export function PersonalStepForm({
  initialValues,
  askPassword,
  emailReadOnly = false,
  emailChange,
  avatarField,
  saving,
  errorAlert,
  onSubmit,
}: PersonalStepFormProps) {
  const [form] = Form.useForm<PersonalValues>();
  const genders = useGenders();
  const country = Form.useWatch('country', form) ?? initialValues.country;
  const email = Form.useWatch('email', form) ?? initialValues.email;
  const changesEmail = emailChange !== undefined && email.trim().toLowerCase() !== emailChange.currentEmail;
  const regionOptions = regionsOf(country).map((r) => ({ value: r.name, label: r.name }));
  const today = dayjs().startOf('day');

  return (
    <Form<PersonalValues>
      form={form}
      name="profile-personal"
      layout="vertical"
      initialValues={initialValues}
      onFinish={onSubmit}
      onValuesChange={(changed: Partial<PersonalValues>) => {
        // A region belongs to its country: choosing another country asks for the region again.
        if ('country' in changed) form.setFieldValue('region', undefined);
      }}
    >
      <Form.Item label="Foto de perfil">{avatarField}</Form.Item>
      <div className="profile-wizard__grid">
        <Form.Item label="Nombre" name="name" rules={[schemaRule(profileNameSchema)]}>
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item label="Apellido" name="lastName" rules={[schemaRule(profileLastNameSchema)]}>
          <Input autoComplete="family-name" />
        </Form.Item>
        <Form.Item label="Fecha de nacimiento" name="dateOfBirth" rules={dateOfBirthRules}>
          <DatePicker
            onKeyDown={enterOnlyPicksTheDate}
            className="profile-wizard__wide-input"
            style={{ width: '100%' }}
            format="DD/MM/YYYY"
            placeholder="DD/MM/AAAA"
            // Spec 000 §5: the calendar opens 50 years back; no date from today on.
            defaultPickerValue={today.subtract(50, 'year')}
            disabledDate={(date) => !date.isBefore(today, 'day')}
          />
        </Form.Item>
        <Form.Item label="Género" name="gender" rules={[{ required: true, message: m.gender }]}>
          <Select
            loading={genders.isPending}
            options={genders.data?.map((g) => ({ value: g.genderId, label: g.gender }))}
            placeholder="Selecciona"
          />
        </Form.Item>
        <Form.Item label="Email" name="email" normalize={lowercase} rules={[schemaRule(profileEmailSchema)]}>
          <Input
            type="email"
            autoComplete="email"
            readOnly={emailReadOnly}
            variant={emailReadOnly ? 'filled' : undefined}
          />
        </Form.Item>
        {changesEmail && emailChange.hasPassword && (
          <Form.Item
            label="Contraseña actual"
            name="currentPassword"
            rules={currentPasswordRules}
            extra="Para cambiar tu email confirma que eres tú."
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
        )}
        <Form.Item
          label="Teléfono"
          name="cellphone"
          rules={[schemaRule(profilePhoneSchema)]}
          extra="Con código de país, p. ej. +56 912341234"
        >
          <Input type="tel" autoComplete="tel" placeholder="+56 912341234" />
        </Form.Item>
        <Form.Item label="País" name="country" rules={[schemaRule(countrySchema)]}>
          <Select options={countryOptions} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
        <Form.Item label="Región" name="region" rules={[schemaRule(regionSchema)]}>
          <Select
            options={regionOptions}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Selecciona una región"
          />
        </Form.Item>
        {askPassword && (
          <>
            <Form.Item label="Contraseña" name="password" rules={passwordRules}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Form.Item
              label="Confirmar contraseña"
              name="passwordConfirmation"
              dependencies={['password']}
              rules={confirmationRules}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </>
        )}
        <Form.Item className="profile-wizard__wide" label="Sobre mí" name="biography">
          <Input.TextArea autoSize={{ minRows: 7, maxRows: 12 }} maxLength={BIOGRAPHY_MAX_LENGTH} showCount />
        </Form.Item>
      </div>
      {changesEmail && !emailChange.hasPassword && (
        <Alert
          className="profile-wizard__alert"
          type="info"
          showIcon
          title={`Al guardar te enviaremos un correo a ${emailChange.currentEmail} para confirmar el cambio de email.`}
        />
      )}
      {errorAlert}
      <div className="profile-wizard__footer">
        <div className="profile-wizard__footer-end">
          <Button type="primary" htmlType="submit" loading={saving}>
            Siguiente
          </Button>
        </div>
      </div>
    </Form>
  );
}
