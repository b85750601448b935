import { eventMessages, processWizardMessages } from '@enlaza/contract';
import { Alert, Modal, Typography } from 'antd';
import { useState } from 'react';
import { EventsManager } from '../../events/EventsManager';
import type { SetupStepProps } from './CampusStep';
import { StepActions } from './StepActions';
import { useProcessEvents } from '../../events/eventsApi';
import { eventsMissingDate } from './wizardForm';

/** Step 6 'Eventos': the process's events; proceeding asks first, and every event needs a date (spec 001 §5). */
export function EventsStep({ process, onNext, onBack }: SetupStepProps) {
  const events = useProcessEvents(process.processId);
  const [confirming, setConfirming] = useState(false);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onConfirm = async () => {
    setChecking(true);
    setError(null);
    const latest = await events.refetch();
    setChecking(false);
    setConfirming(false);
    if (latest.isError) {
      setError(eventMessages.processLoadFailed);
      return;
    }
    if (eventsMissingDate(latest.data ?? [])) {
      setError(eventMessages.allDates);
      return;
    }
    onNext();
  };

  return (
    <section aria-labelledby="wizard-events-title">
      <Typography.Title level={2} id="wizard-events-title" style={{ fontSize: 18 }}>
        Eventos
      </Typography.Title>
      <EventsManager process={process} />
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginTop: 16 }} />}
      <StepActions
        onBack={onBack}
        onNext={() => {
          setError(null);
          setConfirming(true);
        }}
      />
      <Modal
        open={confirming}
        title={processWizardMessages.confirmEvents}
        okText="Confirmar"
        cancelText="Cancelar"
        confirmLoading={checking}
        onOk={onConfirm}
        onCancel={() => setConfirming(false)}
        width={650}
      >
        Los eventos quedarán registrados en el proceso. Podrá editarlos más adelante mientras el proceso no esté
        finalizado.
      </Modal>
    </section>
  );
}
