import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  attributeIdsSchema,
  experienceLabels,
  experienceLevels,
  isAdviceSelectionValid,
  profileMessages as m,
} from '@enlaza/contract';
import { Alert, Button, Checkbox, Form, Select, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { schemaRule } from '../../lib/forms/schemaRule';
import { useAdvices, useAttributes, useIndustries } from '../metadata/hooks';
import { AdvicePicker, adviceRules } from './AdvicePicker';
import type { InterestsValues, InterestValues } from './wizardValues';

const experienceOptions = experienceLevels.map((level) => ({ value: level, label: experienceLabels[level] }));

const interestListRules = [
  {
    validator: async (_rule: unknown, interests: InterestValues[] | undefined) => {
      if (!interests || interests.length < 1) throw new Error(m.interestsMin);
    },
  },
];

interface InterestsStepFormProps {
  initialValues: InterestsValues;
  saving: boolean;
  errorAlert: ReactNode;
  onSubmit: (values: InterestsValues) => void;
  onBack: (values: InterestsValues) => void;
}

/** Step 1 'Intereses': interest areas (industry → specialty → experience), objectives with a main one, qualities. */
export function InterestsStepForm({ initialValues, saving, errorAlert, onSubmit, onBack }: InterestsStepFormProps) {
  const [form] = Form.useForm<InterestsValues>();
  const industries = useIndustries();
  const advices = useAdvices();
  const attributes = useAttributes();
  const advice = Form.useWatch('advice', form) ?? initialValues.advice;
  const canSubmit = isAdviceSelectionValid(advice.adviceIds, advice.mainAdviceId);

  const listsFailed = industries.isError || advices.isError || attributes.isError;
  if (listsFailed) {
    return (
      <Alert
        type="error"
        showIcon
        title="No pudimos cargar las listas de opciones"
        action={
          <Button
            size="small"
            onClick={() => void Promise.all([industries.refetch(), advices.refetch(), attributes.refetch()])}
          >
            Reintentar
          </Button>
        }
      />
    );
  }
  if (!industries.data || !advices.data || !attributes.data) {
    return (
      <div role="status" aria-live="polite" aria-label="Cargando">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  const industryOptions = industries.data.map((i) => ({ value: i.industryId, label: i.industryName }));
  const specialtyOptionsOf = (industryId: string | undefined) =>
    industries.data
      .find((i) => i.industryId === industryId)
      ?.specialties.map((s) => ({ value: s.specialtyId, label: s.specialtyName })) ?? [];

  return (
    <Form<InterestsValues>
      form={form}
      name="profile-interests"
      layout="vertical"
      initialValues={initialValues}
      onFinish={onSubmit}
    >
      <h2 className="profile-view__subtitle">Áreas de interés</h2>
      <Form.List name="interests" rules={interestListRules}>
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field, index) => (
              <div key={field.key} className="interest-row" role="group" aria-label={`Área de interés ${index + 1}`}>
                <Form.Item
                  label="Industria"
                  name={[field.name, 'industryId']}
                  rules={[{ required: true, message: m.industry }]}
                >
                  <Select
                    options={industryOptions}
                    showSearch={{ optionFilterProp: 'label' }}
                    placeholder="Selecciona una industria"
                    // The specialty list depends on the industry: a new industry asks for the specialty again.
                    onChange={() => form.setFieldValue(['interests', field.name, 'specialtyId'], undefined)}
                  />
                </Form.Item>
                <Form.Item noStyle dependencies={[['interests', field.name, 'industryId']]}>
                  {({ getFieldValue }) => (
                    <Form.Item
                      label="Especialidad"
                      name={[field.name, 'specialtyId']}
                      rules={[
                        { required: true, message: m.specialty },
                        {
                          // The same specialty twice is refused by the server too.
                          validator: async (_rule, value: string | undefined) => {
                            const all = (getFieldValue('interests') ?? []) as InterestValues[];
                            const repeated = all.some(
                              (other, i) => i !== index && value && other?.specialtyId === value,
                            );
                            if (repeated) throw new Error(m.interestRepeated);
                          },
                        },
                      ]}
                    >
                      <Select
                        options={specialtyOptionsOf(getFieldValue(['interests', field.name, 'industryId']))}
                        showSearch={{ optionFilterProp: 'label' }}
                        placeholder="Selecciona una especialidad"
                        notFoundContent="Primero elige una industria"
                      />
                    </Form.Item>
                  )}
                </Form.Item>
                <Form.Item
                  label="Experiencia"
                  name={[field.name, 'experienceYears']}
                  rules={[{ required: true, message: m.experience }]}
                >
                  <Select options={experienceOptions} placeholder="Selecciona" />
                </Form.Item>
                {fields.length > 1 ? (
                  <Button
                    className="interest-row__remove"
                    type="text"
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={`Eliminar área de interés ${index + 1}`}
                    onClick={() => remove(field.name)}
                    style={{ marginTop: 30 }}
                  />
                ) : (
                  <span className="interest-row__remove" />
                )}
              </div>
            ))}
            <Form.ErrorList errors={errors} />
            <Button type="dashed" icon={<PlusOutlined aria-hidden />} onClick={() => add({})}>
              Agregar área de interés
            </Button>
          </>
        )}
      </Form.List>

      <h2 className="profile-view__subtitle" style={{ marginTop: 28 }}>
        Objetivos de mentoría
      </h2>
      <p className="profile-wizard__help">
        Marca entre 3 y 4 objetivos y elige el principal haciendo click en la estrella.
      </p>
      <Form.Item name="advice" rules={adviceRules}>
        <AdvicePicker advices={advices.data} />
      </Form.Item>

      <h2 className="profile-view__subtitle">Cualidades</h2>
      <Form.Item name="attributeIds" rules={[schemaRule(attributeIdsSchema)]}>
        <Checkbox.Group
          className="quality-options"
          aria-label="Cualidades"
          options={attributes.data.map((a) => ({ value: a.attributeId, label: a.attributeName }))}
        />
      </Form.Item>

      {errorAlert}
      <div className="profile-wizard__footer">
        <Button onClick={() => onBack(form.getFieldsValue(true) as InterestsValues)}>Anterior</Button>
        <div className="profile-wizard__footer-end">
          <Button type="primary" htmlType="submit" loading={saving} disabled={!canSubmit}>
            Siguiente
          </Button>
        </div>
      </div>
    </Form>
  );
}
