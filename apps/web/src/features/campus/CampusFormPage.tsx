import { campusMessages } from '@enlaza/contract';
import { Alert, Empty, Skeleton, Steps, Typography } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError, errorMessageOf } from '../../lib/api';
import { useCampus, useLessonPlan } from './campusApi';
import { CampusDataStep } from './CampusDataStep';
import { LessonsStep } from './LessonsStep';
import './campus.css';

const STEP_LESSONS = 1;

/**
 * /admin/campus/create and /admin/campus/edit/{campusId} (spec 001 §2 "Campus"): two steps, the campus data and
 * then its lessons. The step lives in the address (?step=1), so a reload stays where the admin was.
 */
export function CampusFormPage() {
  const { campusId } = useParams();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const step = campusId && Number(searchParams.get('step')) === STEP_LESSONS ? STEP_LESSONS : 0;
  const campus = useCampus(campusId);
  const plan = useLessonPlan(campusId);
  const backToList = () => navigate('/admin/campus');
  const goToStep = (next: number) => setSearchParams(next === 0 ? {} : { step: String(next) });

  let body;
  if (campusId && (campus.isPending || (step === STEP_LESSONS && plan.isPending))) {
    body = <Skeleton active />;
  } else if (campus.isError && campus.error instanceof ApiError && campus.error.status === 404) {
    body = <Empty description={campusMessages.notFound} />;
  } else if (campus.isError || (step === STEP_LESSONS && plan.isError)) {
    body = <Alert type="error" showIcon title={errorMessageOf(campus.error ?? plan.error)} />;
  } else if (step === STEP_LESSONS && campus.data && plan.data) {
    body = (
      <LessonsStep
        // A fresh form for each stored version of the plan: ids and linked files come from the server.
        key={plan.dataUpdatedAt}
        campus={campus.data}
        plan={plan.data}
        onBack={() => goToStep(0)}
        onDone={backToList}
      />
    );
  } else {
    body = (
      <CampusDataStep
        key={campus.data?.campusId ?? 'new'}
        campus={campus.data}
        onCancel={backToList}
        onSaved={(savedId) => navigate(`/admin/campus/edit/${savedId}?step=${STEP_LESSONS}`)}
      />
    );
  }

  return (
    <section aria-labelledby="campus-form-title">
      <Typography.Title level={1} id="campus-form-title" style={{ marginTop: 0, fontSize: 24 }}>
        {campusId ? `Campus / Editar campus${campus.data ? `: ${campus.data.title}` : ''}` : 'Campus / Nuevo campus'}
      </Typography.Title>
      <Steps
        current={step}
        style={{ margin: '16px 0 24px' }}
        onChange={campusId ? goToStep : undefined}
        items={[{ title: 'Datos del campus' }, { title: 'Lecciones', disabled: !campusId }]}
      />
      {body}
    </section>
  );
}
