import { companyAdminProcessesSchema, processDetailSchema } from '@enlaza/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api';

/** Each list of the company admin's 'Procesos' shows 10 per page. */
export const COMPANY_ADMIN_PAGE_SIZE = 10;

/** GET /api/company-admins/me/processes: in-progress and finalized counts and one page of each. */
export function useCompanyAdminProcesses(inProgressPage: number, finalizedPage: number) {
  return useQuery({
    ...apiQuery(
      '/company-admins/me/processes',
      { inProgressPage, finalizedPage, limit: COMPANY_ADMIN_PAGE_SIZE },
      companyAdminProcessesSchema,
    ),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/company-admins/me/process/{id}: one of the client's processes, read-only. */
export function useCompanyAdminProcess(processId: string | undefined) {
  return useQuery({
    ...apiQuery(`/company-admins/me/process/${encodeURIComponent(processId ?? '')}`, undefined, processDetailSchema),
    enabled: !!processId,
    retry: false,
  });
}
