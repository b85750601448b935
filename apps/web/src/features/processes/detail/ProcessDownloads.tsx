import { FilePdfOutlined } from '@ant-design/icons';
import {
  participantsExportFileName,
  PROCESS_SUMMARY_PDF_NAME,
  processReportMessages,
  sessionsExportFileName,
  type ProcessDetail,
} from '@enlaza/contract';
import { DownloadGroup } from '../../../components/DownloadButton';
import { downloadFile } from '../../../lib/api/download';

/** 'Descargar participantes', 'Descargar sesiones' and 'Resumen del proceso' (spec 001 §9 "Downloads"). */
export function ProcessDownloads({ process }: { process: ProcessDetail }) {
  const id = encodeURIComponent(process.processId);
  return (
    <DownloadGroup
      label="Descargas del proceso"
      busyText={processReportMessages.downloading}
      downloads={[
        {
          name: 'participants',
          label: processReportMessages.downloadParticipants,
          download: () => downloadFile(`/process/${id}/participants/export`, participantsExportFileName(process.name)),
        },
        {
          name: 'sessions',
          label: processReportMessages.downloadSessions,
          download: () => downloadFile(`/process/${id}/sessions/export`, sessionsExportFileName(process.name)),
        },
        {
          name: 'summary',
          label: processReportMessages.summaryPdf,
          icon: <FilePdfOutlined />,
          download: () => downloadFile(`/process/${id}/summary.pdf`, PROCESS_SUMMARY_PDF_NAME),
        },
      ]}
    />
  );
}
