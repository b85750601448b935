import { ArrowLeftOutlined } from '@ant-design/icons';
import { campusMessages, lessonAudiences, type CampusSummary, type LessonAudience } from '@enlaza/contract';
import { Alert, Button, Empty, Skeleton, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { errorMessageOf } from '../../lib/api';
import { useMyProcesses } from '../participation/participationApi';
import { CampusAudienceCard, audienceTitles } from './CampusAudienceCard';
import { useMyCampuses, useMyLessons } from './campusApi';
import { LessonViewer } from './LessonViewer';
import './campus.css';

interface Track {
  campus: CampusSummary;
  audience: LessonAudience;
}

const infoOf = ({ campus, audience }: Track) =>
  audience === 'STUDENT' ? campus.studentCampusInfo : campus.mentorCampusInfo;

/** Every track the member reaches: a campus shared with both audiences gives one card per track she is in. */
function tracksOf(campuses: readonly CampusSummary[]): Track[] {
  return campuses.flatMap((campus) =>
    lessonAudiences.filter((audience) => infoOf({ campus, audience })).map((audience) => ({ campus, audience })),
  );
}

/** One open track: its lessons, the open ones readable in the page and the later ones locked with their date. */
function TrackLessons({ track, onBack }: { track: Track; onBack: () => void }) {
  const lessons = useMyLessons(infoOf(track)?.lessonsIds ?? []);
  // The track's order (lesson numbers), whatever order the server answers in.
  const ordered = [...(lessons.data ?? [])].sort((a, b) => a.lessonNumber - b.lessonNumber);
  return (
    <section aria-labelledby="member-campus-track">
      <div className="campus-page-header" style={{ marginBottom: 16 }}>
        <div>
          <Typography.Text type="secondary">{audienceTitles[track.audience]}</Typography.Text>
          <Typography.Title level={2} id="member-campus-track" style={{ margin: 0, fontSize: 20 }}>
            {track.campus.title}
          </Typography.Title>
        </div>
        <Button icon={<ArrowLeftOutlined />} onClick={onBack}>
          Atrás
        </Button>
      </div>
      {lessons.isPending ? (
        <Skeleton active aria-label="Cargando lecciones" />
      ) : lessons.isError ? (
        <Alert type="error" showIcon title={errorMessageOf(lessons.error)} />
      ) : (
        <LessonViewer lessons={ordered} preview={false} />
      )}
    </section>
  );
}

/**
 * /campus (spec 000 §2, 002 §2.7): the campuses of the member's processes and those shared with her, one card per
 * track; 'Ver campus' opens its lessons in the page. The open track is kept in the address, so going back works.
 */
export function MemberCampusPage() {
  const mine = useMyProcesses();
  const processIds = [...new Set(mine.processes.map((p) => p.processId))].sort();
  const campuses = useMyCampuses(processIds, !mine.isPending);
  const [params, setParams] = useSearchParams();
  const tracks = tracksOf(campuses.data ?? []);
  const open = tracks.find((t) => t.campus.campusId === params.get('campus') && t.audience === params.get('track'));

  let body;
  if (mine.isPending || campuses.isPending) {
    body = <Skeleton active aria-label="Cargando campus" />;
  } else if (campuses.isError) {
    body = <Alert type="error" showIcon title={errorMessageOf(campuses.error)} />;
  } else if (open) {
    body = <TrackLessons track={open} onBack={() => setParams({})} />;
  } else if (tracks.length === 0) {
    body = <Empty description={campusMessages.notFound} />;
  } else {
    body = (
      <div className="campus-audience-cards">
        {tracks.map((track) => (
          <CampusAudienceCard
            key={`${track.campus.campusId}-${track.audience}`}
            campus={track.campus}
            info={infoOf(track)}
            audience={track.audience}
            heading={track.campus.title}
            lessonCount={infoOf(track)?.lessonsIds.length ?? 0}
            onOpen={() => setParams({ campus: track.campus.campusId, track: track.audience })}
          />
        ))}
      </div>
    );
  }

  return (
    <section aria-labelledby="member-campus-title">
      <Typography.Title level={1} id="member-campus-title" style={{ fontSize: 24 }}>
        Campus
      </Typography.Title>
      {body}
    </section>
  );
}
