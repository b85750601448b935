import {
  nextWizardStep,
  parseWizardStep,
  previousWizardStep,
  stepAfterCreation,
  PROCESS_WIZARD_NETWORKING_STEP,
  processWizardSteps,
  processWizardStatuses,
} from '@enlaza/contract';
import { Typography } from 'antd';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { processPath } from '../processFormat';
import { useProcess } from '../processesApi';
import { AssignUsersStep } from './AssignUsersStep';
import { CampusStep } from './CampusStep';
import { ConvocatoryStep } from './ConvocatoryStep';
import { EventsStep } from './EventsStep';
import { GeneralStep } from './GeneralStep';
import { NetworkingStep } from './NetworkingStep';
import { SummaryStep } from './SummaryStep';
import { WizardProcessPending, WizardSteps } from './WizardFrame';

const PROCESSES_PATH = '/admin/processes';
const stepTitles = processWizardSteps.map((s) => s.title);
const editPath = (processId: string, step: number) =>
  `/admin/processes/edit/${encodeURIComponent(processId)}?step=${step}`;

/** /admin/processes/create and /admin/processes/edit/{processId}?step=N: the 7-step wizard (spec 001 §2). */
export function ProcessWizardPage() {
  const { processId } = useParams<{ processId: string }>();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const process = useProcess(processId);
  const step = parseWizardStep(searchParams.get('step'));

  if (step === null) return <Navigate to={PROCESSES_PATH} replace />;

  const heading = (
    <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
      {processId ? 'Procesos / Editar proceso' : 'Procesos / Nuevo proceso'}
    </Typography.Title>
  );

  if (!processId) {
    // Nothing exists before step 1 is saved: the other steps wait for the process.
    if (step !== 1) return <Navigate to="/admin/processes/create" replace />;
    return (
      <section>
        {heading}
        <WizardSteps step={1} titles={stepTitles} />
        <GeneralStep
          onCancel={() => navigate(PROCESSES_PATH)}
          onSaved={(saved) => navigate(editPath(saved.processId, stepAfterCreation(saved.emprendeType)))}
        />
      </section>
    );
  }

  if (!process.isSuccess) return <WizardProcessPending heading={heading} process={process} />;

  const detail = process.data;
  // Only a process still being set up is edited here; any other opens its status page.
  if (!processWizardStatuses.includes(detail.status)) return <Navigate to={processPath(detail)} replace />;
  const services = detail.serviceType;
  if (step === PROCESS_WIZARD_NETWORKING_STEP && !services.includes('NETWORKING')) {
    return <Navigate to={editPath(detail.processId, step + 1)} replace />;
  }

  const goTo = (target: number) => navigate(editPath(detail.processId, target));
  const onNext = () => goTo(nextWizardStep(step, services));
  const onBack = () => {
    const previous = previousWizardStep(step, services);
    if (previous < 1) navigate(PROCESSES_PATH);
    else goTo(previous);
  };
  const stepProps = { process: detail, onNext, onBack };

  return (
    <section>
      {heading}
      <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
        {detail.name}
      </Typography.Paragraph>
      <WizardSteps
        step={step}
        titles={stepTitles}
        onOpen={goTo}
        isUnavailable={(target) => target === PROCESS_WIZARD_NETWORKING_STEP && !services.includes('NETWORKING')}
      />
      {step === 1 && <GeneralStep key={detail.processId} process={detail} onCancel={onBack} onSaved={onNext} />}
      {step === 2 && <CampusStep key={detail.processId} {...stepProps} />}
      {step === 3 && <ConvocatoryStep {...stepProps} />}
      {step === 4 && <AssignUsersStep {...stepProps} />}
      {step === 5 && <NetworkingStep {...stepProps} />}
      {step === 6 && <EventsStep {...stepProps} />}
      {step === 7 && <SummaryStep process={detail} onBack={onBack} />}
    </section>
  );
}
