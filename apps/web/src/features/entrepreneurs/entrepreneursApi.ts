import { ENTREPRENEURS_PAGE_SIZE, entrepreneursPageSchema } from '@enlaza/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../lib/api';

/** GET /users/entrepreneurs/: a page of the other entrepreneurs' cards, searched on the server. */
export function useEntrepreneurs(page: number, search: string) {
  return useQuery({
    ...apiQuery(
      '/users/entrepreneurs/',
      { page, limit: ENTREPRENEURS_PAGE_SIZE, search: search || undefined },
      entrepreneursPageSchema,
    ),
    placeholderData: keepPreviousData,
  });
}
