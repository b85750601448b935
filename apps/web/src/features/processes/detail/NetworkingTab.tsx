import type { ProcessDetail } from '@enlaza/contract';
import { Alert, Space } from 'antd';
import { MatchesPanel } from '../networking/MatchesPanel';
import { NetworkingConfigSummary } from '../networking/NetworkingConfigSummary';
import type { DetailViewer } from '../../../lib/auth/detailViewer';

/**
 * The detail's 'networking' tab: the configuration and the matches. Admins may still generate while the process is in
 * pre-kickoff and enable chats in pre-kickoff or in progress; everyone else reads (the server enforces the same).
 */
export function NetworkingTab({ process, viewer }: { process: ProcessDetail; viewer: DetailViewer }) {
  const isAdmin = viewer === 'ADMIN';
  const config = process.networking;
  if (!config) return <Alert type="info" showIcon title="Este proceso no tiene configuración de networking" />;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <NetworkingConfigSummary config={config} />
      <MatchesPanel
        process={process}
        canGenerate={isAdmin && process.status === 'KICKOFF'}
        canEnableChats={isAdmin && (process.status === 'KICKOFF' || process.status === 'IN_PROGRESS')}
        canDownloadChatScript={isAdmin}
      />
    </Space>
  );
}
