import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from './useDebouncedValue';

/**
 * The state of a paginated, searchable list, kept in the address (`?page=&q=`) so that reloading or sharing the
 * link shows the same page: the text being typed, the debounced search actually sent, and the page.
 */
export function useListQuery() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const [searchText, setSearchText] = useState(searchParams.get('q') ?? '');
  const search = useDebouncedValue(searchText.trim());

  // A new search starts at its first page.
  useEffect(() => {
    setSearchParams(
      (current) => {
        if ((current.get('q') ?? '') === search) return current;
        const next = new URLSearchParams(current);
        if (search) next.set('q', search);
        else next.delete('q');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [search, setSearchParams]);

  const goToPage = (next: number) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      params.set('page', String(next));
      return params;
    });

  return { page, searchText, setSearchText, search, goToPage, searchParams, setSearchParams };
}
