import { ReadOutlined } from '@ant-design/icons';
import { lessonAudienceLabels, type CampusAudienceInfo, type LessonAudience } from '@enlaza/contract';
import { Button, Card, Typography } from 'antd';
import './campus.css';

export const audienceTitles: Record<LessonAudience, string> = {
  STUDENT: 'Campus para mentees',
  MENTOR: 'Campus para mentoras',
};

interface Props {
  campus: { title: string; illustrationUrl: string | null };
  info: CampusAudienceInfo | null;
  audience: LessonAudience;
  lessonCount: number;
  /** Shown above the track's title (the member's page names the campus, the preview already does). */
  heading?: string;
  onOpen: () => void;
}

/** One track of a campus, as the admin's preview and the member's campus page show it: 'Ver campus' opens it. */
export function CampusAudienceCard({ campus, info, audience, lessonCount, heading, onOpen }: Props) {
  return (
    <Card
      cover={
        campus.illustrationUrl ? (
          <img className="campus-audience-cover" src={campus.illustrationUrl} alt="" />
        ) : (
          <div className="campus-audience-cover-placeholder" aria-hidden>
            <ReadOutlined />
          </div>
        )
      }
      actions={[
        <Button
          key="open"
          type="primary"
          onClick={onOpen}
          aria-label={heading ? `Ver campus ${heading}` : `Ver campus (${lessonAudienceLabels[audience]})`}
        >
          Ver campus
        </Button>,
      ]}
    >
      <Card.Meta
        title={
          heading ? (
            <>
              <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
                {audienceTitles[audience]}
              </Typography.Text>
              <span style={{ whiteSpace: 'normal' }}>{heading}</span>
            </>
          ) : (
            audienceTitles[audience]
          )
        }
        description={
          <>
            <Typography.Paragraph ellipsis={{ rows: 4, expandable: true }} style={{ marginBottom: 8 }}>
              {info?.description}
            </Typography.Paragraph>
            <Typography.Text type="secondary">
              {info ? `${info.duration} ${info.duration === 1 ? 'jornada' : 'jornadas'} · ` : ''}
              {lessonCount} {lessonCount === 1 ? 'lección' : 'lecciones'}
            </Typography.Text>
          </>
        }
      />
    </Card>
  );
}
