import {
  NETWORKING_DEFAULT_MATCHES,
  NETWORKING_MATCHES_OPTIONS,
  affinityPreferenceLabels,
  affinityPreferences,
  processWizardMessages,
  type NetworkingConfiguration,
} from '@enlaza/contract';
import { Alert, App as AntApp, Col, Form, Radio, Row, Select, Typography } from 'antd';
import { useState } from 'react';
import { errorMessageOf } from '../../../lib/api';
import type { SetupStepProps } from './CampusStep';
import { StepActions } from './StepActions';
import { useSaveNetworking } from './wizardApi';

const criteria = [
  { name: 'businessAreaConfiguration', label: 'Área en la empresa' },
  { name: 'businessPositionConfiguration', label: 'Nivel en la empresa' },
  { name: 'interestTypeConfiguration', label: 'Intereses' },
  { name: 'regionConfiguration', label: 'Región' },
] as const;

const selectOption = [{ required: true, message: 'Seleccione una opción' }];

/** Step 5 'Configuración Matchs' (spec 001 §2, §5 "Networking"); only for processes with NETWORKING. */
export function NetworkingStep({ process, onNext, onBack }: SetupStepProps) {
  const { message } = AntApp.useApp();
  const save = useSaveNetworking();
  const [error, setError] = useState<string | null>(null);
  const initialValues: Partial<NetworkingConfiguration> = process.networking ?? {
    numberOfMatch: NETWORKING_DEFAULT_MATCHES,
  };

  const onFinish = async (values: NetworkingConfiguration) => {
    setError(null);
    try {
      await save.mutateAsync({
        processId: process.processId,
        networking: { ...values, numberOfChatsEnabled: process.networking?.numberOfChatsEnabled ?? null },
      });
      message.success(processWizardMessages.networkingSaved);
      onNext();
    } catch (err) {
      setError(errorMessageOf(err));
    }
  };

  return (
    <section aria-labelledby="wizard-networking-title">
      <Typography.Title level={2} id="wizard-networking-title" style={{ fontSize: 18 }}>
        Configuración Matchs
      </Typography.Title>
      <Form<NetworkingConfiguration> layout="vertical" initialValues={initialValues} onFinish={onFinish}>
        <Row gutter={16}>
          {criteria.map(({ name, label }) => (
            <Col xs={24} md={12} key={name}>
              <Form.Item name={name} label={label} rules={selectOption}>
                <Radio.Group
                  aria-label={label}
                  options={affinityPreferences.map((value) => ({ value, label: affinityPreferenceLabels[value] }))}
                />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Form.Item
          name="numberOfMatch"
          label="Número de matchs por mentee"
          rules={[{ required: true, message: 'Ingrese un número' }]}
          style={{ maxWidth: 280 }}
        >
          <Select options={NETWORKING_MATCHES_OPTIONS.map((n) => ({ value: n, label: String(n) }))} />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} role="alert" />}
        <StepActions onBack={onBack} submit nextLoading={save.isPending} />
      </Form>
    </section>
  );
}
