import { feedbackExportFileName, feedbackReportSchema } from '@enlaza/contract';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api';
import { downloadFile } from '../../../lib/api/download';

const idPath = (id: string) => encodeURIComponent(id);

/** GET /api/feedback/listAnsweredFeedbacksReport: the process's session feedback, by session and role. */
export function useFeedbackReport(processId: string) {
  return useQuery(apiQuery('/feedback/listAnsweredFeedbacksReport', { processId }, feedbackReportSchema));
}

/** 'Descargar feedback': GET /api/process/{id}/feedback/export (admins). */
export function downloadFeedback(processId: string, processName: string): Promise<void> {
  return downloadFile(`/process/${idPath(processId)}/feedback/export`, feedbackExportFileName(processName));
}
