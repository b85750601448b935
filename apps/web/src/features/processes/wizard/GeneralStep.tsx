import {
  mentoringWizardServiceTypes,
  processGeneralSchema,
  processMessages,
  processServiceTypeLabels,
  type ProcessDetail,
} from '@enlaza/contract';
import { Alert, Checkbox, Col, Form, Input, Radio, Row, Select, Switch, type FormRule, type UploadFile } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useBrand } from '../../../app/BrandContext';
import { FantasyNameField } from './FantasyNameField';
import { ClientField, OwnerField, ProcessDatesFields } from './GeneralFields';
import { StepActions } from './StepActions';
import {
  useClientOptions,
  useDynamicGuideOptions,
  useFeedbackBundleOptions,
  useGuideOptions,
  useMainProcessOptions,
  useMdiOptions,
  useSaveGeneral,
} from './wizardApi';
import {
  endDateFor,
  nameSuggestionFor,
  nextName,
  toGeneralFormValues,
  toGeneralPayload,
  type GeneralFormValues,
} from './wizardForm';
import { CheckboxGroupField } from '../../../components/CheckboxGroupField';
import { ProcessLogoField } from './ProcessLogoField';
import { useGeneralSubmit } from './useGeneralSubmit';

const m = processMessages;
/** The choices the proposed name is made of. */
const suggestionFields = ['clientId', 'serviceTypes', 'estimatedStartDate', 'emprende', 'specialtyName'] as const;
const required = (message: string): FormRule[] => [{ required: true, message }];

interface GeneralStepProps {
  process?: ProcessDetail;
  onSaved: (saved: ProcessDetail, created: boolean) => void;
  onCancel: () => void;
}

/** Step 1 'Crear proceso': the general data of the process (spec 001 §2, §5 "Process form"). */
export function GeneralStep({ process, onSaved, onCancel }: GeneralStepProps) {
  const brand = useBrand();
  const [form] = Form.useForm<GeneralFormValues>();
  const initialValues = useMemo(
    () => toGeneralFormValues(process, { isMentorup: brand.id === 'mentorup' }),
    [process, brand.id],
  );
  const values = Form.useWatch([], form) as Partial<GeneralFormValues> | undefined;
  const services = values?.serviceTypes ?? initialValues.serviceTypes;
  const mentoring = services.includes('MENTORING');
  const guideKind = values?.guideKind ?? initialValues.guideKind;
  const withoutMdi = values?.withoutMdi ?? initialValues.withoutMdi;
  const emprende = values?.emprende ?? initialValues.emprende;

  const clients = useClientOptions();
  const guides = useGuideOptions();
  const dynamicGuides = useDynamicGuideOptions();
  const mdis = useMdiOptions();
  const bundles = useFeedbackBundleOptions();
  const mainProcesses = useMainProcessOptions(emprende === 'SPECIALTY');
  const save = useSaveGeneral();
  const [logo, setLogo] = useState<UploadFile[]>([]);
  const clientOptions = (clients.data?.docs ?? []).map((c) => ({ value: c.clientId, label: c.name }));
  const clientNameOf = (clientId: string | undefined) => clientOptions.find((c) => c.value === clientId)?.label;

  // The name follows client, services, start year and specialty until the admin writes their own. It is updated in
  // the change handler itself, so that a submit right after a change (Enter in a field) sends the new name.
  const previousSuggestion = useRef<string | null>(null);
  const onValuesChange = (changed: Partial<GeneralFormValues>, all: GeneralFormValues) => {
    if (!suggestionFields.some((field) => field in changed)) return;
    const before =
      previousSuggestion.current ??
      (process ? nameSuggestionFor(initialValues, clientNameOf(initialValues.clientId)) : '');
    const suggestion = nameSuggestionFor(all, clientNameOf(all.clientId));
    previousSuggestion.current = suggestion;
    const next = nextName(all.name ?? '', before, suggestion);
    if (next !== all.name) form.setFieldValue('name', next);
  };

  const { onFinish, submitError } = useGeneralSubmit({
    form,
    process,
    toPayload: toGeneralPayload,
    schema: processGeneralSchema,
    save: save.mutateAsync,
    logo,
    onSaved,
  });

  return (
    <Form<GeneralFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onValuesChange={onValuesChange}
      onFinish={onFinish}
      scrollToFirstError
      style={{ maxWidth: 880 }}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <ClientField requiredMessage={m.client} />
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="serviceTypes" label="Servicios" rules={required(m.serviceTypes)}>
            <CheckboxGroupField
              options={mentoringWizardServiceTypes.map((value) => ({
                value,
                label: processServiceTypeLabels[value],
              }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="name"
        label="Nombre del proceso"
        rules={required(m.name)}
        extra="Se propone a partir del cliente, los servicios y el año de inicio."
      >
        <Input maxLength={200} />
      </Form.Item>
      <FantasyNameField />
      {mentoring && (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="guideKind" label="Tipo de pauta">
              <Radio.Group
                options={[
                  { value: 'GUIDE', label: 'Pauta' },
                  { value: 'DYNAMIC', label: 'Pauta dinámica' },
                ]}
              />
            </Form.Item>
            {guideKind === 'GUIDE' ? (
              <Form.Item name="mentorshipId" label="Pauta" rules={required(m.guide)}>
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder="Seleccione una pauta"
                  loading={guides.isPending}
                  options={(guides.data?.docs ?? []).map((g) => ({
                    value: g.mentorshipId,
                    label: g.name,
                  }))}
                />
              </Form.Item>
            ) : (
              <Form.Item name="dynamicMentorshipId" label="Pauta dinámica" rules={required(m.guide)}>
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder="Seleccione una pauta dinámica"
                  loading={dynamicGuides.isPending}
                  options={(dynamicGuides.data?.docs ?? []).map((g) => ({
                    value: g.dynamicMentorshipId,
                    label: g.name,
                  }))}
                />
              </Form.Item>
            )}
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="sessionsFeedbackBundleId" label="Feedback de sesiones" rules={required(m.sessionFeedback)}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="Seleccione un feedback de sesión"
                loading={bundles.isPending}
                options={(bundles.data?.docs ?? []).map((b) => ({
                  value: b.questionaryBundleId,
                  label: b.name,
                }))}
              />
            </Form.Item>
          </Col>
        </Row>
      )}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="withoutMdi" valuePropName="checked" style={{ marginBottom: 8 }}>
            <Checkbox>Proceso sin MDI</Checkbox>
          </Form.Item>
          {!withoutMdi && (
            <Form.Item name="mdiId" label="MDI" rules={required(m.mdi)}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="Seleccione un MDI"
                loading={mdis.isPending}
                options={(mdis.data?.docs ?? []).map((mdi) => ({ value: mdi.mdiId, label: mdi.name }))}
              />
            </Form.Item>
          )}
        </Col>
        <Col xs={24} md={12}>
          <OwnerField requiredMessage={m.owner} />
        </Col>
      </Row>
      <ProcessDatesFields
        form={form}
        messages={{ startDate: m.startDate, endDate: m.endDate, endBeforeStart: m.endBeforeStart }}
        endDateFor={endDateFor}
      />
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="ungrouped" label="Proceso sin agrupar" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="isMentorup" label="Proceso MentorUp" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="emprende" label="Emprende">
        <Radio.Group
          options={[
            { value: 'NONE', label: 'No es Emprende' },
            { value: 'MAIN', label: 'Proceso principal' },
            { value: 'SPECIALTY', label: 'Especialidad' },
          ]}
        />
      </Form.Item>
      {emprende === 'SPECIALTY' && (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="specialtyName" label="Especialidad" rules={required(m.specialty)}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="emprendeMainProcessId"
              label="Proceso principal"
              rules={required(m.mainProcess)}
              extra="Debe ser un proceso Emprende principal."
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="Proceso Emprende principal"
                loading={mainProcesses.isPending}
                options={(mainProcesses.data?.docs ?? [])
                  .filter((p) => p.processId !== process?.processId)
                  .map((p) => ({ value: p.processId, label: p.name }))}
              />
            </Form.Item>
          </Col>
        </Row>
      )}
      <ProcessLogoField currentUrl={process?.logoUrl} logo={logo} onChange={setLogo} />
      {submitError && <Alert type="error" showIcon title={submitError} role="alert" />}
      <StepActions
        backLabel="Cancelar"
        onBack={onCancel}
        submit
        nextLabel={process ? 'Guardar y continuar' : 'Crear proceso'}
        nextLoading={save.isPending}
      />
    </Form>
  );
}
