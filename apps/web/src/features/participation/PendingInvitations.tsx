import { participantRoleLabels, pendingInvitationTexts as t, type PendingInvitation } from '@enlaza/contract';
import { Alert, Button, Card, Descriptions } from 'antd';
import { useNavigate } from 'react-router';
import { errorMessageOf } from '../../lib/api';
import { useMyInvitations } from './participationApi';
import './participation.css';

/**
 * The member home's invitations to answer: without a mail server nobody gets the invitation mail, so the app itself
 * shows it, and its button opens the same confirmation page as the mail's link.
 */
export function PendingInvitations() {
  const invitations = useMyInvitations();
  if (invitations.isError) {
    return (
      <Alert
        className="member-home__invitations"
        type="warning"
        showIcon
        title="No pudimos revisar si tienes invitaciones pendientes"
        description={errorMessageOf(invitations.error)}
        action={
          <Button size="small" onClick={() => void invitations.refetch()}>
            Reintentar
          </Button>
        }
      />
    );
  }
  // Most members have none: nothing is shown while asking, rather than a placeholder that would then vanish.
  if (!invitations.data?.length) return null;
  return (
    <div className="member-home__invitations">
      {invitations.data.map((invitation) => (
        <InvitationCard key={invitation.processId} invitation={invitation} />
      ))}
    </div>
  );
}

function InvitationCard({ invitation }: { invitation: PendingInvitation }) {
  const navigate = useNavigate();
  return (
    <Card
      className="member-home__invitation"
      role="region"
      aria-label={`${t.title}: ${invitation.processName}`}
      title={t.title}
      size="small"
    >
      <h3 className="member-home__invitation-process">{invitation.processName}</h3>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'role', label: t.role, children: participantRoleLabels[invitation.role] },
          ...(invitation.coordinatorName
            ? [{ key: 'coordinator', label: t.coordinator, children: invitation.coordinatorName }]
            : []),
        ]}
      />
      <Button type="primary" onClick={() => void navigate(invitation.confirmationPath)}>
        {t.open}
      </Button>
    </Card>
  );
}
