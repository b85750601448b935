import { attractionGroupMessages, type ProcessDetail } from '@enlaza/contract';
import { Alert, Skeleton } from 'antd';
import { errorMessageOf } from '../../../lib/api';
import type { DetailViewer } from '../../../lib/auth/detailViewer';
import { useAttractionGroups } from './groupsApi';
import { GroupsCreation } from './GroupsCreation';
import { GroupsSwap } from './GroupsSwap';
import { GroupsTable } from './GroupsTable';
import { fullName } from './palette';
import { MassMessageButton, SendChallengeButton } from '../messaging';

/**
 * The groups of an attraction process (spec 001 §2, §4, §5): in pre-kickoff the creation view until groups exist,
 * then the swap view; once the process runs or has finished, the group table with each group's chat activity.
 */
export function AttractionGroupsTab({ process, viewer }: { process: ProcessDetail; viewer: DetailViewer }) {
  const groups = useAttractionGroups(process.processId, process.status === 'IN_PROGRESS');
  const isAdmin = viewer === 'ADMIN';

  if (groups.isPending) return <Skeleton active />;
  if (groups.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={attractionGroupMessages.listFailed}
        description={errorMessageOf(groups.error)}
      />
    );
  }
  const data = groups.data;
  if (process.status === 'KICKOFF') {
    if (data.groups.length === 0) {
      return isAdmin ? (
        <GroupsCreation processId={process.processId} data={data} />
      ) : (
        <Alert type="info" showIcon title="Los grupos aún no han sido creados" />
      );
    }
    return <GroupsSwap processId={process.processId} data={data} editable={isAdmin} />;
  }
  return (
    <GroupsTable
      processId={process.processId}
      processName={process.name}
      data={data}
      canEdit={isAdmin && process.status === 'IN_PROGRESS'}
      actions={
        // Spec 001 §6: only admins send challenges and mass messages, and only while the process runs.
        isAdmin && process.status === 'IN_PROGRESS' ? (
          <>
            <SendChallengeButton
              process={{
                processId: process.processId,
                status: process.status,
                challengeId: process.attraction?.challengeId ?? null,
              }}
            />
            <MassMessageButton
              process={{ processId: process.processId, status: process.status }}
              groups={data.groups.map((group, index) => ({
                groupId: group.groupId,
                name: `Grupo ${index + 1}: ${fullName(group.mentor)}`,
              }))}
            />
          </>
        ) : undefined
      }
    />
  );
}
