import { DownloadOutlined, ExportOutlined, LockOutlined } from '@ant-design/icons';
import {
  campusMessages,
  contentTypeLabels,
  isLessonAvailable,
  todayInAppTimeZone,
  youtubeEmbedUrl,
  type Lesson,
  type LessonContent,
} from '@enlaza/contract';
import { Alert, Button, Card, Empty, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDisplayDate } from './campusForm';
import './campus.css';

/** One content shown in the page: PDFs and videos in a frame, images inline, presentations to download. */
function ContentView({ content }: { content: LessonContent }) {
  const url = content.contentFileUrl;
  let body;
  if (content.contentType === 'VIDEO') {
    body = content.videoId ? (
      <div className="campus-video-frame">
        <iframe
          src={youtubeEmbedUrl(content.videoId)}
          title={`Video: ${content.title}`}
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    ) : null;
  } else if (!url) {
    body = <Alert type="info" showIcon title="El archivo de este contenido aún no se ha subido." />;
  } else if (content.contentType === 'PDF') {
    body = (
      <>
        <iframe className="campus-pdf-frame" src={url} title={`PDF: ${content.title}`} />
        <Button type="link" icon={<ExportOutlined />} href={url} target="_blank" rel="noopener">
          Abrir el PDF en una pestaña nueva
        </Button>
      </>
    );
  } else if (content.contentType === 'IMAGE') {
    body = <img className="campus-content-image" src={url} alt={content.title} />;
  } else {
    body = (
      <Button icon={<DownloadOutlined />} href={url} download={content.fileName ?? undefined}>
        Descargar presentación{content.fileName ? ` (${content.fileName})` : ''}
      </Button>
    );
  }
  return (
    <section aria-label={content.title} className="campus-content">
      <Space wrap size={8} style={{ marginBottom: 4 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {content.title}
        </Typography.Title>
        <Tag>{contentTypeLabels[content.contentType]}</Tag>
      </Space>
      <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{content.description}</Typography.Paragraph>
      {body}
    </section>
  );
}

interface LessonViewerProps {
  lessons: Lesson[];
  /** An admin's preview shows every lesson, whatever its date (spec 001 §4). */
  preview: boolean;
}

/** 'Ver campus': the lessons of one track, and the chosen lesson's contents shown in the page. */
export function LessonViewer({ lessons, preview }: LessonViewerProps) {
  const today = todayInAppTimeZone();
  const firstAvailable = lessons.find((lesson) => isLessonAvailable(lesson, today, { preview }));
  const [selectedId, setSelectedId] = useState<string | undefined>(firstAvailable?.lessonId);
  const selected = lessons.find((lesson) => lesson.lessonId === selectedId);

  if (lessons.length === 0) return <Empty description={campusMessages.noLessons} />;

  return (
    <div className="campus-viewer">
      <nav aria-label="Lecciones" className="campus-viewer-list">
        {lessons.map((lesson) => {
          const available = isLessonAvailable(lesson, today, { preview });
          const isSelected = lesson.lessonId === selectedId;
          return (
            <Button
              key={lesson.lessonId}
              block
              type={isSelected ? 'primary' : 'default'}
              disabled={!available}
              aria-current={isSelected ? 'true' : undefined}
              icon={available ? undefined : <LockOutlined />}
              onClick={() => setSelectedId(lesson.lessonId)}
              className="campus-viewer-lesson"
            >
              <span className="campus-viewer-lesson-text">
                Lección {lesson.lessonNumber}: {lesson.title}
                <small>
                  {available ? 'Desde' : 'Disponible desde'} {formatDisplayDate(lesson.startDate)}
                </small>
              </span>
            </Button>
          );
        })}
      </nav>
      <div className="campus-viewer-body">
        {selected ? (
          <Card
            title={
              <span>
                Lección {selected.lessonNumber}: {selected.title}
              </span>
            }
          >
            {selected.contents.length === 0 ? (
              <Empty description="Esta lección aún no tiene contenidos" />
            ) : (
              <Space direction="vertical" size={32} style={{ width: '100%' }}>
                {selected.contents.map((content) => (
                  <ContentView key={content.contentId} content={content} />
                ))}
              </Space>
            )}
          </Card>
        ) : (
          <Empty description="Aún no hay lecciones disponibles" />
        )}
      </div>
    </div>
  );
}
