import { companyAdminProcessesSchema, processDetailSchema } from '@enlaza/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Each list of the company admin's 'Procesos' shows 10 per page. */
export const COMPANY_ADMIN_PAGE_SIZE = 10;

export const companyAdminKeys = {
  list: (inProgressPage: number, finalizedPage: number) =>
    ['processes', 'company-admin', 'list', inProgressPage, finalizedPage] as const,
  detail: (processId: string) => ['processes', 'company-admin', 'detail', processId] as const,
};

/** GET /api/company-admins/me/processes: in-progress and finalized counts and one page of each. */
export function useCompanyAdminProcesses(inProgressPage: number, finalizedPage: number) {
  return useQuery({
    queryKey: companyAdminKeys.list(inProgressPage, finalizedPage),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        inProgressPage: String(inProgressPage),
        finalizedPage: String(finalizedPage),
        limit: String(COMPANY_ADMIN_PAGE_SIZE),
      });
      return api.request(`/company-admins/me/processes?${query}`, { signal }, companyAdminProcessesSchema);
    },
    placeholderData: keepPreviousData,
  });
}

/** GET /api/company-admins/me/process/{id}: one of the client's processes, read-only. */
export function useCompanyAdminProcess(processId: string | undefined) {
  return useQuery({
    queryKey: companyAdminKeys.detail(processId ?? ''),
    queryFn: ({ signal }) =>
      api.request(`/company-admins/me/process/${encodeURIComponent(processId!)}`, { signal }, processDetailSchema),
    enabled: !!processId,
    retry: false,
  });
}
