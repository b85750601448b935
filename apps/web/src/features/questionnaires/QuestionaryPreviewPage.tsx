import { ArrowLeftOutlined, EditOutlined, LinkOutlined } from '@ant-design/icons';
import { questionaryRoleLabels, questionaryTypeLabels } from '@enlaza/contract';
import { Alert, App as AntApp, Button, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessageOf } from '../../lib/api';
import { OpenInvitationFormModal } from '../openInvitations/OpenInvitationFormModal';
import { QuestionaryForm } from './QuestionaryForm';
import { useQuestionary } from './questionnairesApi';

/**
 * /questionary/{id} and /admin/template/{id} (guides): the questionnaire exactly as a respondent sees it, with live
 * conditions and the required messages; nothing is sent.
 */
export function QuestionaryPreviewPage() {
  const { questionaryId } = useParams();
  const navigate = useNavigate();
  const { message } = AntApp.useApp();
  const questionary = useQuestionary(questionaryId);
  const [creatingOpenInvitation, setCreatingOpenInvitation] = useState(false);
  // Spec 002 §2.5: any questionary but a session guide (answered by a pair, not through a shared link).
  const canOpenInvitation = questionary.data && questionary.data.type !== 'MENTORSHIP_GUIDE';

  return (
    <section aria-labelledby="preview-title" style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' }}>
        <Space orientation="vertical" size={4}>
          <Typography.Title level={1} id="preview-title" style={{ margin: 0, fontSize: 24 }}>
            Vista previa
          </Typography.Title>
          {questionary.data && (
            <Space wrap>
              <Typography.Text strong>{questionary.data.name}</Typography.Text>
              <Tag>{questionaryTypeLabels[questionary.data.type]}</Tag>
              <Tag>{questionaryRoleLabels[questionary.data.target_user_role]}</Tag>
            </Space>
          )}
        </Space>
        <Space wrap>
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/admin/questionaries')}>
            Atrás
          </Button>
          {questionaryId && (
            <Link to={`/admin/questionaries/edit/${questionaryId}`}>
              <Button icon={<EditOutlined />}>Editar</Button>
            </Link>
          )}
          {canOpenInvitation && (
            <Button type="primary" icon={<LinkOutlined />} onClick={() => setCreatingOpenInvitation(true)}>
              Crear invitación abierta
            </Button>
          )}
        </Space>
      </div>
      <Alert
        type="info"
        showIcon
        title="Vista previa: así verá el cuestionario quien responda. Las respuestas no se envían."
      />
      {questionary.isPending ? (
        <Skeleton active />
      ) : questionary.isError ? (
        <Alert type="error" showIcon title={errorMessageOf(questionary.error)} />
      ) : (
        <QuestionaryForm
          key={questionary.data.id}
          questionary={questionary.data}
          mode="preview"
          onPreviewSubmit={() => message.success('Vista previa: las respuestas son válidas (no se enviaron)')}
        />
      )}
      {creatingOpenInvitation && questionary.data && (
        <OpenInvitationFormModal
          questionaryId={questionary.data.id}
          defaultRole={questionary.data.target_user_role}
          onClose={() => setCreatingOpenInvitation(false)}
          onSaved={(invitationId) => navigate(`/admin/open-invitation/${invitationId}`)}
        />
      )}
    </section>
  );
}
