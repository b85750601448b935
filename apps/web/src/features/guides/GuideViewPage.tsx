import { EditOutlined } from '@ant-design/icons';
import { guideAudienceLabels, guideMessages, formatDate } from '@enlaza/contract';
import { Alert, Button, Card, Col, Descriptions, Empty, Row, Space, Tag, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { isBuiltRoute } from '../../app/pages';
import { errorMessageOf } from '../../lib/api';
import { GuideMaterialView } from './GuideMaterialView';
import { useGuide } from './guidesApi';
import { LoadingSpin } from '../../components/LoadingSpin';

/** /admin/mentorship/{id}/view: 'Pautas / Ver pauta', read-only; a guide used by a process says so. */
export function GuideViewPage() {
  const { mentorshipId } = useParams();
  const navigate = useNavigate();
  const guide = useGuide(mentorshipId);
  const templatePreviewBuilt = isBuiltRoute('/admin/template/:questionaryId');

  return (
    <section aria-labelledby="guide-view-title">
      <div
        style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}
      >
        <Typography.Title level={1} id="guide-view-title" style={{ margin: 0, fontSize: 24 }}>
          Pautas / Ver pauta
        </Typography.Title>
        <Space wrap>
          <Button onClick={() => navigate('/admin/mentorship')}>Volver al listado</Button>
          {guide.data && !guide.data.locked && (
            <Button
              type="primary"
              icon={<EditOutlined />}
              onClick={() => navigate(`/admin/mentorship/${guide.data.mentorshipId}/edit`)}
            >
              Editar
            </Button>
          )}
        </Space>
      </div>
      {guide.isPending ? (
        <LoadingSpin style={{ display: 'block', margin: '48px auto' }} label="Cargando pauta" />
      ) : guide.isError ? (
        <Alert style={{ marginTop: 16 }} type="error" showIcon title={errorMessageOf(guide.error)} />
      ) : (
        <>
          {guide.data.locked && (
            <Alert style={{ marginTop: 16 }} type="warning" showIcon title={guideMessages.locked} />
          )}
          <Descriptions
            style={{ marginTop: 16 }}
            bordered
            column={1}
            size="small"
            items={[
              { key: 'name', label: 'Nombre', children: guide.data.name },
              {
                key: 'description',
                label: 'Descripción',
                children: guide.data.description ? (
                  <span style={{ whiteSpace: 'pre-wrap' }}>{guide.data.description}</span>
                ) : (
                  '-'
                ),
              },
              {
                key: 'tags',
                label: 'Etiquetas',
                children: (
                  <Space size={[0, 4]} wrap>
                    {guide.data.mentorshipTypes.map((type) => (
                      <Tag key={type.id}>{type.name}</Tag>
                    ))}
                  </Space>
                ),
              },
              { key: 'createdAt', label: 'Creada', children: formatDate(guide.data.createdAt) },
            ]}
          />
          <Typography.Title level={2} style={{ fontSize: 20, marginTop: 24 }}>
            Sesiones
          </Typography.Title>
          {guide.data.sessions.length === 0 ? (
            <Empty description="Esta pauta no tiene sesiones" />
          ) : (
            <Space orientation="vertical" size={16} style={{ width: '100%' }}>
              {guide.data.sessions.map((session) => (
                <Card
                  key={session.sessionId}
                  size="small"
                  title={
                    <span style={{ whiteSpace: 'normal' }}>
                      Sesión {session.number}: {session.title}
                    </span>
                  }
                >
                  {session.description && (
                    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
                      {session.description}
                    </Typography.Paragraph>
                  )}
                  <Typography.Paragraph>
                    <Typography.Text strong>Pauta: </Typography.Text>
                    {session.templateQuestionaryId && templatePreviewBuilt ? (
                      <Link to={`/admin/template/${session.templateQuestionaryId}`}>
                        {session.templateQuestionaryName}
                      </Link>
                    ) : (
                      (session.templateQuestionaryName ?? '-')
                    )}
                  </Typography.Paragraph>
                  <Row gutter={[16, 12]}>
                    {(['MENTOR', 'STUDENT'] as const).map((audience) => (
                      <Col xs={24} md={12} key={audience}>
                        <Typography.Text strong style={{ display: 'block', marginBottom: 4 }}>
                          {guideAudienceLabels[audience]}
                        </Typography.Text>
                        <GuideMaterialView
                          material={audience === 'MENTOR' ? session.mentor : session.student}
                          label={`${guideAudienceLabels[audience]}, sesión ${session.number}`}
                        />
                      </Col>
                    ))}
                  </Row>
                </Card>
              ))}
            </Space>
          )}
        </>
      )}
    </section>
  );
}
