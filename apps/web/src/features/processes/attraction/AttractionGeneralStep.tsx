import { attractionProcessMessages, attractionProcessSchema, type ProcessDetail } from '@enlaza/contract';
import { Alert, Col, Form, Input, Row, Select, type UploadFile } from 'antd';
import { useMemo, useState } from 'react';
import { FantasyNameField } from '../wizard/FantasyNameField';
import { ClientField, OwnerField, ProcessDatesFields } from '../wizard/GeneralFields';
import { ProcessLogoField } from '../wizard/ProcessLogoField';
import { StepActions } from '../wizard/StepActions';
import { useGeneralSubmit } from '../wizard/useGeneralSubmit';
import { useCampusOptions } from '../wizard/wizardApi';
import { useChallengeOptions, useSaveAttraction } from './attractionApi';
import {
  attractionEndDateFor,
  toAttractionFormValues,
  toAttractionPayload,
  type AttractionFormValues,
} from './attractionForm';

const am = attractionProcessMessages;

interface Props {
  process?: ProcessDetail;
  onSaved: (saved: ProcessDetail, created: boolean) => void;
  onCancel: () => void;
}

/** Step 1 'Crear proceso' of the attraction wizard (spec 001 §2, §5 "Attraction form"). */
export function AttractionGeneralStep({ process, onSaved, onCancel }: Props) {
  const [form] = Form.useForm<AttractionFormValues>();
  const initialValues = useMemo(() => toAttractionFormValues(process), [process]);
  const challenges = useChallengeOptions();
  const campuses = useCampusOptions();
  const save = useSaveAttraction();
  const [logo, setLogo] = useState<UploadFile[]>([]);
  const { onFinish, submitError } = useGeneralSubmit({
    form,
    process,
    toPayload: toAttractionPayload,
    schema: attractionProcessSchema,
    save: save.mutateAsync,
    logo,
    onSaved,
  });

  return (
    <Form<AttractionFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={onFinish}
      scrollToFirstError
      style={{ maxWidth: 880 }}
    >
      <Form.Item
        name="name"
        label="Nombre del proceso"
        rules={[{ required: true, whitespace: true, message: am.name }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <FantasyNameField />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <ClientField requiredMessage={am.client} />
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="challengeId" label="Desafío" rules={[{ required: true, message: am.challenge }]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Seleccione un desafío"
              loading={challenges.isPending}
              options={(challenges.data?.docs ?? []).map((c) => ({ value: c.challengeId, label: c.title }))}
              notFoundContent={challenges.isError ? 'Error al cargar los desafíos' : 'No se encontraron desafíos'}
            />
          </Form.Item>
        </Col>
      </Row>
      <ProcessDatesFields
        form={form}
        messages={{ startDate: am.startDate, endDate: am.endDate, endBeforeStart: am.endBeforeStart }}
        endDateFor={attractionEndDateFor}
        startFirst
      />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <OwnerField requiredMessage={am.owner} />
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="campusId" label="Campus (opcional)">
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Sin campus"
              loading={campuses.isPending}
              options={(campuses.data?.docs ?? []).map((c) => ({ value: c.campusId, label: c.title }))}
            />
          </Form.Item>
        </Col>
      </Row>
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
