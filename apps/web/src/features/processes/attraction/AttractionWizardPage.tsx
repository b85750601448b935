import {
  ATTRACTION_STEP_AFTER_CREATION,
  ATTRACTION_WIZARD_LAST_STEP,
  attractionWizardSteps,
  isAttractionProcess,
  parseAttractionStep,
  processWizardStatuses,
} from '@enlaza/contract';
import { Typography } from 'antd';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { attractionEditPath, processPath } from '../processFormat';
import { useProcess } from '../processesApi';
import { EventsStep } from '../wizard/EventsStep';
import { WizardProcessPending, WizardSteps } from '../wizard/WizardFrame';
import { AttractionGeneralStep } from './AttractionGeneralStep';
import { AttractionParticipantsStep } from './AttractionParticipantsStep';
import { AttractionSummaryStep } from './AttractionSummaryStep';

const PROCESSES_PATH = '/admin/processes';
const stepTitles = attractionWizardSteps.map((s) => s.title);

/** /admin/attraction/create and /admin/attraction/edit/{processId}?step=N: the 5-step attraction wizard (spec 001 §2). */
export function AttractionWizardPage() {
  const { processId } = useParams<{ processId: string }>();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const process = useProcess(processId);
  const step = parseAttractionStep(searchParams.get('step'));

  if (step === null) return <Navigate to={PROCESSES_PATH} replace />;

  const heading = (
    <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
      {processId ? 'Procesos / Editar proceso de atracción' : 'Procesos / Nuevo proceso de atracción'}
    </Typography.Title>
  );

  if (!processId) {
    if (step !== 1) return <Navigate to="/admin/attraction/create?step=1" replace />;
    return (
      <section>
        {heading}
        <WizardSteps step={1} titles={stepTitles} />
        <AttractionGeneralStep
          onCancel={() => navigate(PROCESSES_PATH)}
          onSaved={(saved) => navigate(attractionEditPath(saved.processId, ATTRACTION_STEP_AFTER_CREATION))}
        />
      </section>
    );
  }

  if (!process.isSuccess) return <WizardProcessPending heading={heading} process={process} />;

  const detail = process.data;
  // A mentoring process has its own wizard; a process no longer being set up opens its status page.
  if (!isAttractionProcess(detail)) {
    return <Navigate to={`/admin/processes/edit/${encodeURIComponent(detail.processId)}?step=1`} replace />;
  }
  if (!processWizardStatuses.includes(detail.status)) return <Navigate to={processPath(detail)} replace />;

  const goTo = (target: number) => navigate(attractionEditPath(detail.processId, target));
  const onNext = () => goTo(Math.min(step + 1, ATTRACTION_WIZARD_LAST_STEP));
  const onBack = () => (step <= 1 ? navigate(PROCESSES_PATH) : goTo(step - 1));

  return (
    <section>
      {heading}
      <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
        {detail.name}
      </Typography.Paragraph>
      <WizardSteps step={step} titles={stepTitles} onOpen={goTo} />
      {step === 1 && (
        <AttractionGeneralStep key={detail.processId} process={detail} onCancel={onBack} onSaved={onNext} />
      )}
      {step === 2 && <AttractionParticipantsStep process={detail} role="STUDENT" onNext={onNext} onBack={onBack} />}
      {step === 3 && <AttractionParticipantsStep process={detail} role="MENTOR" onNext={onNext} onBack={onBack} />}
      {step === 4 && <EventsStep process={detail} onNext={onNext} onBack={onBack} />}
      {step === 5 && <AttractionSummaryStep process={detail} onBack={onBack} />}
    </section>
  );
}
