import { feedbackExportFileName, feedbackReportSchema } from '@enlaza/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { downloadFile } from '../../../lib/api/download';

const idPath = (id: string) => encodeURIComponent(id);

export const feedbackKeys = {
  report: (processId: string) => ['processes', 'feedback', processId] as const,
};

/** GET /api/feedback/listAnsweredFeedbacksReport: the process's session feedback, by session and role. */
export function useFeedbackReport(processId: string) {
  return useQuery({
    queryKey: feedbackKeys.report(processId),
    queryFn: ({ signal }) =>
      api.request(
        `/feedback/listAnsweredFeedbacksReport?processId=${idPath(processId)}`,
        { signal },
        feedbackReportSchema,
      ),
  });
}

/** 'Descargar feedback': GET /api/process/{id}/feedback/export (admins). */
export function downloadFeedback(processId: string, processName: string): Promise<void> {
  return downloadFile(`/process/${idPath(processId)}/feedback/export`, feedbackExportFileName(processName));
}
