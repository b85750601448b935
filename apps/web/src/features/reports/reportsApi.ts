import {
  MDI_FEEDBACK_REPORT_FILE,
  mdiFeedbackReportSchema,
  processListSchema,
  reportTextsSchema,
  WORKSHOP_REPORT_FILE,
  workshopReportSchema,
  type MdiFeedbackFilters,
  type reportTextSources,
  type WorkshopReportFilters,
} from '@enlaza/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../lib/api';
import { downloadFile } from '../../lib/api/download';

export const REPORT_TEXTS_PAGE_SIZE = 10;
const LOOKUP_LIMIT = '10';

type Query = Record<string, string | undefined>;

/** The filters that are set, as a query string ('' without any). */
export function queryOf(filters: Query): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  return query.size ? `?${query}` : '';
}

/** The filters that are set, as the parameters of a read (those left empty are not sent). */
const setFilters = (filters: Query): Query =>
  Object.fromEntries(Object.entries(filters).map(([name, value]) => [name, value || undefined]));

/** GET /api/reports/mdi-feedback */
export function useMdiFeedbackReport(filters: MdiFeedbackFilters) {
  return useQuery({
    ...apiQuery('/reports/mdi-feedback', setFilters(filters), mdiFeedbackReportSchema),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/reports/mdi-feedback/texts: one page of written answers. */
export function useReportTexts(
  filters: MdiFeedbackFilters,
  source: (typeof reportTextSources)[number],
  search: string,
  page: number,
) {
  const query = { ...filters, source, search, page: String(page), limit: String(REPORT_TEXTS_PAGE_SIZE) };
  return useQuery({
    ...apiQuery('/reports/mdi-feedback/texts', setFilters(query), reportTextsSchema),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/reports/workshops */
export function useWorkshopReport(filters: WorkshopReportFilters) {
  return useQuery({
    ...apiQuery('/reports/workshops', setFilters(filters), workshopReportSchema),
    placeholderData: keepPreviousData,
  });
}

/** A client's processes in any status whose name contains `name`, at most 10 (the report's process filter). */
export function useReportProcessLookup(clientId: string | undefined, name: string, enabled: boolean) {
  return useQuery({
    ...apiQuery(
      '/process',
      { clientId: clientId || undefined, name: name || undefined, page: 1, limit: LOOKUP_LIMIT },
      processListSchema,
    ),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The MDI-Feedback report, whole or one chart, as Excel; or whole as PDF. */
export const downloadMdiFeedback = (filters: MdiFeedbackFilters, format: 'xlsx' | 'pdf', chart?: string) =>
  downloadFile(
    `/reports/mdi-feedback/export.${format}${queryOf({ ...filters, chart })}`,
    `${MDI_FEEDBACK_REPORT_FILE}.${format}`,
  );

export const downloadWorkshops = (filters: WorkshopReportFilters, format: 'xlsx' | 'pdf', chart?: string) =>
  downloadFile(
    `/reports/workshops/export.${format}${queryOf({ ...filters, chart })}`,
    `${WORKSHOP_REPORT_FILE}.${format}`,
  );
