import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import {
  participantsExportFileName,
  PROCESS_SUMMARY_PDF_NAME,
  processReportMessages,
  sessionsExportFileName,
  type ProcessDetail,
} from '@enlaza/contract';
import { App as AntApp, Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { errorMessageOf } from '../../../lib/api';
import { downloadFile } from '../../../lib/api/download';

type DownloadKind = 'participants' | 'sessions' | 'summary';

/** 'Descargar participantes', 'Descargar sesiones' and 'Resumen del proceso' (spec 001 §9 "Downloads"). */
export function ProcessDownloads({ process }: { process: ProcessDetail }) {
  const { message } = AntApp.useApp();
  const [busy, setBusy] = useState<DownloadKind | null>(null);
  const id = encodeURIComponent(process.processId);
  const downloads: Record<DownloadKind, { path: string; fileName: string }> = {
    participants: { path: `/process/${id}/participants/export`, fileName: participantsExportFileName(process.name) },
    sessions: { path: `/process/${id}/sessions/export`, fileName: sessionsExportFileName(process.name) },
    summary: { path: `/process/${id}/summary.pdf`, fileName: PROCESS_SUMMARY_PDF_NAME },
  };

  const download = async (kind: DownloadKind) => {
    setBusy(kind);
    try {
      await downloadFile(downloads[kind].path, downloads[kind].fileName);
    } catch (error) {
      message.error(errorMessageOf(error) || processReportMessages.downloadFailed);
    } finally {
      setBusy(null);
    }
  };

  const button = (kind: DownloadKind, label: string, icon = <DownloadOutlined />) => (
    <Button
      icon={icon}
      loading={busy === kind}
      disabled={busy !== null && busy !== kind}
      onClick={() => void download(kind)}
    >
      {label}
    </Button>
  );

  return (
    <Space wrap aria-label="Descargas del proceso" role="group">
      {button('participants', processReportMessages.downloadParticipants)}
      {button('sessions', processReportMessages.downloadSessions)}
      {button('summary', processReportMessages.summaryPdf, <FilePdfOutlined />)}
      {busy && (
        <Typography.Text type="secondary" role="status">
          {processReportMessages.downloading}
        </Typography.Text>
      )}
    </Space>
  );
}
