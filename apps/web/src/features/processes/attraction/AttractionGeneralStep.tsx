import {
  attractionProcessMessages,
  attractionProcessSchema,
  processErrorTypes,
  processWizardMessages,
  type ProcessDetail,
} from '@enlaza/contract';
import { Alert, App as AntApp, Col, DatePicker, Form, Input, Row, Select, type UploadFile } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useRef, useState } from 'react';
import { ApiError, errorMessageOf } from '../../../lib/api';
import { enterOnlyPicksTheDate } from '../../../lib/forms/enterOnlyPicksTheDate';
import { FantasyNameField } from '../wizard/FantasyNameField';
import { StepActions } from '../wizard/StepActions';
import { useAdminOptions, useCampusOptions, useClientOptions } from '../wizard/wizardApi';
import { DISPLAY_DATE_FORMAT } from '../wizard/wizardForm';
import { useChallengeOptions, useSaveAttraction } from './attractionApi';
import { ProcessLogoField } from '../wizard/ProcessLogoField';
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
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<AttractionFormValues>();
  const initialValues = useMemo(() => toAttractionFormValues(process), [process]);
  const startDate = Form.useWatch('estimatedStartDate', form) as Dayjs | null | undefined;
  const clients = useClientOptions();
  const challenges = useChallengeOptions();
  const admins = useAdminOptions();
  const campuses = useCampusOptions();
  const save = useSaveAttraction();
  const [logo, setLogo] = useState<UploadFile[]>([]);
  const [submitError, setSubmitError] = useState<string | null>(null);
  // A second submit in the same instant (double click, Enter twice) is ignored before the button shows loading.
  const submitting = useRef(false);

  const onFinish = async (values: AttractionFormValues) => {
    if (submitting.current) return;
    setSubmitError(null);
    const general = toAttractionPayload(values);
    const checked = attractionProcessSchema.safeParse(general);
    if (!checked.success) {
      setSubmitError(checked.error.issues[0]?.message ?? 'Error');
      return;
    }
    submitting.current = true;
    try {
      const saved = await save.mutateAsync({ processId: process?.processId, general, logo: logo[0]?.originFileObj });
      message.success(process ? processWizardMessages.saved : processWizardMessages.created);
      onSaved(saved, !process);
    } catch (error) {
      submitting.current = false;
      if (error instanceof ApiError && error.type === processErrorTypes.duplicateName) {
        form.setFields([{ name: 'name', errors: [error.message] }]);
      } else {
        setSubmitError(errorMessageOf(error));
      }
    }
  };

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
          <Form.Item name="clientId" label="Cliente" rules={[{ required: true, message: am.client }]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Seleccione un cliente"
              loading={clients.isPending}
              options={(clients.data?.docs ?? []).map((c) => ({ value: c.clientId, label: c.name }))}
              notFoundContent={clients.isError ? 'Error al cargar los clientes' : 'No se encontraron clientes'}
            />
          </Form.Item>
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
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="estimatedStartDate"
            label="Fecha de inicio"
            rules={[{ required: true, message: am.startDate }]}
          >
            <DatePicker
              format={DISPLAY_DATE_FORMAT}
              style={{ width: '100%' }}
              onKeyDown={enterOnlyPicksTheDate}
              // Both dates are required: no clear icon (too small a target), a new date replaces the old one.
              allowClear={false}
              onChange={(start: Dayjs | null) => {
                form.setFieldValue('estimatedEndDate', attractionEndDateFor(start));
                if (start) void form.validateFields(['estimatedEndDate']);
              }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="estimatedEndDate"
            label="Fecha de término"
            dependencies={['estimatedStartDate']}
            rules={[
              { required: true, message: am.endDate },
              ({ getFieldValue }) => ({
                validator: async (_rule, end: Dayjs | null) => {
                  const start = getFieldValue('estimatedStartDate') as Dayjs | null;
                  if (start && end && end.isBefore(start, 'day')) throw new Error(am.endBeforeStart);
                },
              }),
            ]}
          >
            <DatePicker
              format={DISPLAY_DATE_FORMAT}
              style={{ width: '100%' }}
              onKeyDown={enterOnlyPicksTheDate}
              // Both dates are required: no clear icon (too small a target), a new date replaces the old one.
              allowClear={false}
              // Spec 001 §5: there is no end before a start is chosen, and none before it.
              disabled={!startDate}
              disabledDate={(day) => !!startDate && day.isBefore(startDate, 'day')}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="ownerId" label="Coordinadora" rules={[{ required: true, message: am.owner }]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Seleccione una coordinadora"
              loading={admins.isPending}
              options={(admins.data?.docs ?? []).map((a) => ({
                value: a.userId,
                label: `${a.name} ${a.lastName}`.trim() || a.email,
              }))}
            />
          </Form.Item>
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
