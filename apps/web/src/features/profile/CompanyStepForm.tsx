import { companyStepSchema, type ProfileContext } from '@enlaza/contract';
import { Button, Form, Input, Select } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { schemaRule } from '../../lib/forms/schemaRule';
import { useBusinessPositions } from '../metadata/hooks';
import type { CompanyValues } from './wizardValues';

interface CompanyStepFormProps {
  initialValues: CompanyValues;
  context: ProfileContext;
  /** False for ATTRACTION without the mentor flag: company and 'Cargo' are hidden. */
  asksCompany: boolean;
  saving: boolean;
  errorAlert: ReactNode;
  /** 'Guardar' ends the profile wizard; a longer flow (a convocatory enrolment) goes on with 'Siguiente'. */
  submitLabel?: string;
  onSubmit: (values: CompanyValues) => void;
  onBack: (values: CompanyValues) => void;
}

/** Step 2 'Mi empresa': company, level, 'Cargo', university and career, all required when shown. */
export function CompanyStepForm({
  initialValues,
  context,
  asksCompany,
  saving,
  errorAlert,
  submitLabel = 'Guardar',
  onSubmit,
  onBack,
}: CompanyStepFormProps) {
  const [form] = Form.useForm<CompanyValues>();
  const positions = useBusinessPositions();
  const fields = useMemo(() => companyStepSchema(context).shape.professionalInfo.shape, [context]);

  return (
    <Form<CompanyValues>
      form={form}
      name="profile-company"
      layout="vertical"
      initialValues={initialValues}
      onFinish={onSubmit}
    >
      <div className="profile-wizard__grid">
        {asksCompany && (
          <Form.Item label="Empresa" name="company" rules={[schemaRule(fields.company)]}>
            <Input autoComplete="organization" />
          </Form.Item>
        )}
        <Form.Item label="Nivel" name="businessPositionId" rules={[schemaRule(fields.businessPositionId)]}>
          <Select
            loading={positions.isPending}
            options={positions.data?.map((p) => ({ value: p.businessPositionId, label: p.businessPosition }))}
            placeholder="Selecciona tu nivel"
          />
        </Form.Item>
        {asksCompany && (
          <Form.Item label="Cargo" name="businessArea" rules={[schemaRule(fields.businessArea)]}>
            <Input autoComplete="organization-title" />
          </Form.Item>
        )}
        <Form.Item label="Universidad / casa de estudios" name="university" rules={[schemaRule(fields.university)]}>
          <Input />
        </Form.Item>
        <Form.Item label="Carrera" name="carrer" rules={[schemaRule(fields.carrer)]}>
          <Input />
        </Form.Item>
      </div>
      {errorAlert}
      <div className="profile-wizard__footer">
        <Button onClick={() => onBack(form.getFieldsValue(true) as CompanyValues)}>Anterior</Button>
        <div className="profile-wizard__footer-end">
          <Button type="primary" htmlType="submit" loading={saving}>
            {submitLabel}
          </Button>
        </div>
      </div>
    </Form>
  );
}
