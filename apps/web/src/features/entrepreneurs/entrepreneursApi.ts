import { ENTREPRENEURS_PAGE_SIZE, entrepreneursPageSchema } from '@enlaza/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const entrepreneurKeys = {
  all: ['entrepreneurs'] as const,
  page: (page: number, search: string) => ['entrepreneurs', 'page', page, search] as const,
};

/** GET /users/entrepreneurs/: a page of the other entrepreneurs' cards, searched on the server. */
export function useEntrepreneurs(page: number, search: string) {
  return useQuery({
    queryKey: entrepreneurKeys.page(page, search),
    queryFn: () => {
      const query = new URLSearchParams({ page: String(page), limit: String(ENTREPRENEURS_PAGE_SIZE) });
      if (search) query.set('search', search);
      return api.request(`/users/entrepreneurs/?${query}`, {}, entrepreneursPageSchema);
    },
    placeholderData: keepPreviousData,
  });
}
