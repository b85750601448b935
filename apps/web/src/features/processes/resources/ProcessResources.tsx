import { campusRoleLabels, lessonAudienceLabels, type CampusSummary, type ProcessDetail } from '@enlaza/contract';
import { Alert, Card, Empty, Flex, List, Tag, Typography } from 'antd';
import { errorMessageOf } from '../../../lib/api';
import { useSessionClaims } from '../../../lib/auth/session';
import { formatProcessDate } from '../processFormat';
import { useLessonPlan } from '../../campus/campusApi';
import { useProcessCampuses } from '../processesApi';
import { LoadingSpin } from '../../../components/LoadingSpin';

function CampusLessons({ campusId }: { campusId: string }) {
  const lessons = useLessonPlan(campusId);
  if (lessons.isPending) return <LoadingSpin size="small" label="Cargando lecciones" />;
  if (lessons.isError) return <Typography.Text type="secondary">{errorMessageOf(lessons.error)}</Typography.Text>;
  const tracks = [
    { audience: 'STUDENT' as const, items: lessons.data.studentLessons },
    { audience: 'MENTOR' as const, items: lessons.data.mentorLessons },
  ].filter((t) => t.items.length);
  if (!tracks.length) return <Typography.Text type="secondary">Este campus aún no tiene lecciones</Typography.Text>;
  return (
    <Flex vertical gap={8}>
      {tracks.map(({ audience, items }) => (
        <div key={audience}>
          <Typography.Text strong>Lecciones {lessonAudienceLabels[audience]}</Typography.Text>
          <List
            size="small"
            dataSource={items}
            renderItem={(lesson) => (
              <List.Item key={lesson.lessonId}>
                {lesson.lessonNumber}. {lesson.title}{' '}
                <Typography.Text type="secondary">desde {formatProcessDate(lesson.startDate)}</Typography.Text>
              </List.Item>
            )}
          />
        </div>
      ))}
    </Flex>
  );
}

/** Admins get the lessons and the campus preview; company admins the campuses themselves (lessons are admin data). */
function CampusCard({ campus, isAdmin }: { campus: CampusSummary; isAdmin: boolean }) {
  const previewPath = `/admin/campus/${encodeURIComponent(campus.campusId)}/preview`;
  const description = campus.studentCampusInfo?.description || campus.mentorCampusInfo?.description;
  return (
    <Card
      size="small"
      title={campus.title}
      extra={
        isAdmin && (
          <a
            href={previewPath}
            target="_blank"
            rel="noreferrer"
            aria-label={`Ver campus ${campus.title} (nueva pestaña)`}
          >
            Ver campus
          </a>
        )
      }
      style={{ flex: '1 1 300px' }}
    >
      <Flex vertical gap={8}>
        <span>
          <Tag>{campusRoleLabels[campus.role]}</Tag>
          {campus.status === 'DISABLED' && <Tag color="red">Deshabilitado</Tag>}
        </span>
        {description && <Typography.Paragraph style={{ margin: 0 }}>{description}</Typography.Paragraph>}
        {isAdmin && <CampusLessons campusId={campus.campusId} />}
      </Flex>
    </Card>
  );
}

/** The 'Recursos' tab: the campuses the process offers, with their audience and lessons (spec 001 §2). */
export function ProcessResources({ process }: { process: ProcessDetail }) {
  const campuses = useProcessCampuses(process.processId);
  const isAdmin = useSessionClaims()?.role === 'ADMIN';
  if (campuses.isPending) {
    return (
      <Flex justify="center" style={{ padding: 24 }}>
        <LoadingSpin label="Cargando recursos" />
      </Flex>
    );
  }
  if (campuses.isError) return <Alert type="error" showIcon title={errorMessageOf(campuses.error)} />;
  if (!campuses.data.length) return <Empty description="Este proceso no tiene campus asignados" />;
  return (
    <section aria-label="Recursos">
      <Flex wrap gap={16}>
        {campuses.data.map((campus) => (
          <CampusCard key={campus.campusId} campus={campus} isAdmin={isAdmin} />
        ))}
      </Flex>
    </section>
  );
}
