import { convocatoryStatusLabels, processMessages, processWizardMessages } from '@enlaza/contract';
import { Alert, App as AntApp, Button, Empty, Form, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { errorMessageOf } from '../../../lib/api';
import type { SetupStepProps } from './CampusStep';
import { StepActions } from './StepActions';
import { useAssignableConvocatories, useAssignConvocatory } from './wizardApi';

/**
 * Step 3: one of the client's convocatories in selection or finalized; its selected applicants join the process.
 * The step may be passed without assigning one: participants can also be added by email from the process page.
 */
export function ConvocatoryStep({ process, onNext, onBack }: SetupStepProps) {
  const { message } = AntApp.useApp();
  const convocatories = useAssignableConvocatories(process.client.clientId);
  const assign = useAssignConvocatory();
  const [chosen, setChosen] = useState<string | undefined>(process.convocatoryId ?? undefined);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [assignError, setAssignError] = useState<string | null>(null);
  const assigned = convocatories.data?.find((c) => c.convocatoryId === process.convocatoryId);

  const onAssign = async () => {
    setAssignError(null);
    if (!chosen) {
      setFieldError(processMessages.convocatory);
      return;
    }
    try {
      const result = await assign.mutateAsync({ processId: process.processId, convocatoryId: chosen });
      message.success(result.message || processMessages.convocatoryAssigned);
    } catch (error) {
      message.error(processMessages.convocatoryAssignFailed);
      setAssignError(errorMessageOf(error));
    }
  };

  let body;
  if (convocatories.isPending) body = <Skeleton active />;
  else if (convocatories.isError)
    body = <Alert type="error" showIcon title={processWizardMessages.convocatoriesLoadFailed} role="alert" />;
  else if (convocatories.data.length === 0) body = <Empty description={processWizardMessages.noConvocatories} />;
  else
    body = (
      <Form layout="vertical" style={{ maxWidth: 560 }} onFinish={onAssign}>
        <Form.Item
          label="Convocatoria"
          htmlFor="wizard-convocatory"
          validateStatus={fieldError ? 'error' : undefined}
          help={fieldError ?? undefined}
        >
          <Select
            id="wizard-convocatory"
            placeholder="Elija una convocatoria"
            value={chosen}
            onChange={(value: string) => {
              setChosen(value);
              setFieldError(null);
            }}
            options={convocatories.data.map((c) => ({
              value: c.convocatoryId,
              label: `${c.name} (${convocatoryStatusLabels[c.status]})`,
            }))}
          />
        </Form.Item>
        <Button htmlType="submit" loading={assign.isPending}>
          Asignar convocatoria
        </Button>
      </Form>
    );

  return (
    <section aria-labelledby="wizard-convocatory-title">
      <Typography.Title level={2} id="wizard-convocatory-title" style={{ fontSize: 18 }}>
        Convocatoria
      </Typography.Title>
      {assigned && (
        <Typography.Paragraph>
          Convocatoria asignada: <strong>{assigned.name}</strong>
        </Typography.Paragraph>
      )}
      {body}
      {assignError && <Alert type="error" showIcon title={assignError} role="alert" style={{ marginTop: 16 }} />}
      <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
        {processWizardMessages.skipConvocatory}
      </Typography.Paragraph>
      <StepActions onBack={onBack} onNext={onNext} />
    </section>
  );
}
