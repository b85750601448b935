import { ArrowLeftOutlined } from '@ant-design/icons';
import { campusAudiences, campusMessages, type LessonAudience } from '@enlaza/contract';
import { Alert, Button, Empty, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ApiError, errorMessageOf } from '../../lib/api';
import { useCampus, useLessonPlan } from './campusApi';
import { CampusAudienceCard, audienceTitles } from './CampusAudienceCard';
import { LessonViewer } from './LessonViewer';
import './campus.css';

/** /admin/campus/{campusId}/preview (spec 001 §2): the campus as members will see it, every lesson open. */
export function CampusPreviewPage() {
  const { campusId } = useParams();
  const campus = useCampus(campusId);
  const plan = useLessonPlan(campusId);
  const [audience, setAudience] = useState<LessonAudience | null>(null);

  const notFound =
    (campus.isError && campus.error instanceof ApiError && campus.error.status === 404) ||
    (plan.isError && plan.error instanceof ApiError && plan.error.status === 404);

  let body;
  if (campus.isPending || plan.isPending) {
    body = <Skeleton active />;
  } else if (notFound) {
    body = <Empty description={campusMessages.notFound} />;
  } else if (campus.isError || plan.isError) {
    body = <Alert type="error" showIcon title={errorMessageOf(campus.error ?? plan.error)} />;
  } else if (audience) {
    const lessons = audience === 'STUDENT' ? plan.data.studentLessons : plan.data.mentorLessons;
    body = (
      <>
        <div className="campus-page-header" style={{ marginBottom: 16 }}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {audienceTitles[audience]}
          </Typography.Title>
          <Button icon={<ArrowLeftOutlined />} onClick={() => setAudience(null)}>
            Atrás
          </Button>
        </div>
        <LessonViewer lessons={lessons} preview />
      </>
    );
  } else {
    const audiences = campusAudiences(campus.data.role);
    body = (
      <div className="campus-audience-cards">
        {audiences.map((track) => (
          <CampusAudienceCard
            key={track}
            campus={campus.data}
            info={track === 'STUDENT' ? campus.data.studentCampusInfo : campus.data.mentorCampusInfo}
            audience={track}
            lessonCount={(track === 'STUDENT' ? plan.data.studentLessons : plan.data.mentorLessons).length}
            onOpen={() => setAudience(track)}
          />
        ))}
      </div>
    );
  }

  return (
    <section aria-labelledby="campus-preview-title">
      <Typography.Text type="secondary" id="campus-preview-title">
        Vista previa
      </Typography.Text>
      {campus.data && (
        <Typography.Title level={1} style={{ marginTop: 0, fontSize: 24 }}>
          {campus.data.title}
        </Typography.Title>
      )}
      {body}
    </section>
  );
}
