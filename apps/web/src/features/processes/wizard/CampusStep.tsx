import {
  campusHasMentors,
  campusHasStudents,
  campusRoleLabels,
  processMessages,
  processWizardMessages,
  type ProcessDetail,
} from '@enlaza/contract';
import { Alert, App as AntApp, Checkbox, Empty, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { errorMessageOf } from '../../../lib/api';
import { StepActions } from './StepActions';
import { useCampusOptions, useSaveCampuses } from './wizardApi';

interface SetupStepProps {
  process: ProcessDetail;
  onNext: () => void;
  onBack: () => void;
}

/** Step 2: the campuses of the process; together they must serve mentees and mentors (spec 001 §5). */
export function CampusStep({ process, onNext, onBack }: SetupStepProps) {
  const { message } = AntApp.useApp();
  const campuses = useCampusOptions();
  const save = useSaveCampuses();
  const [selected, setSelected] = useState<string[]>(process.campusIds);
  const [error, setError] = useState<string | null>(null);

  const onSave = async () => {
    setError(null);
    const roles = (campuses.data?.docs ?? []).filter((c) => selected.includes(c.campusId)).map((c) => c.role);
    if (!roles.some(campusHasStudents) || !roles.some(campusHasMentors)) {
      setError(processMessages.campus);
      return;
    }
    try {
      await save.mutateAsync({ processId: process.processId, campusIds: selected });
      message.success(processWizardMessages.campusSaved);
      onNext();
    } catch (err) {
      setError(errorMessageOf(err));
    }
  };

  let body;
  if (campuses.isPending) body = <Skeleton active />;
  else if (campuses.isError) body = <Alert type="error" showIcon title={errorMessageOf(campuses.error)} />;
  else if (campuses.data.docs.length === 0) body = <Empty description="No se encontro campus" />;
  else
    body = (
      <Checkbox.Group value={selected} onChange={(values) => setSelected(values)} aria-label="Campus del proceso">
        <Space orientation="vertical">
          {campuses.data.docs.map((campus) => (
            <Checkbox key={campus.campusId} value={campus.campusId}>
              {campus.title} <Tag>{campusRoleLabels[campus.role]}</Tag>
            </Checkbox>
          ))}
        </Space>
      </Checkbox.Group>
    );

  return (
    <section aria-labelledby="wizard-campus-title">
      <Typography.Title level={2} id="wizard-campus-title" style={{ fontSize: 18 }}>
        Campus
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Seleccione al menos un campus para mentees y uno para mentoras.
      </Typography.Paragraph>
      {body}
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginTop: 16 }} />}
      <StepActions onBack={onBack} onNext={onSave} nextLoading={save.isPending} nextDisabled={!campuses.isSuccess} />
    </section>
  );
}

export type { SetupStepProps };
