import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from './useDebouncedValue';

/**
 * A search kept in the address (`?q=`): the text being typed and the debounced search actually sent. A new search
 * removes `pageParams`, so every list starts again at its first page.
 */
function useSearchInAddress(pageParams: readonly string[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [searchText, setSearchText] = useState(searchParams.get('q') ?? '');
  const search = useDebouncedValue(searchText.trim());
  const pageParamsKey = pageParams.join(',');

  useEffect(() => {
    setSearchParams(
      (current) => {
        if ((current.get('q') ?? '') === search) return current;
        const next = new URLSearchParams(current);
        if (search) next.set('q', search);
        else next.delete('q');
        for (const param of pageParamsKey.split(',')) next.delete(param);
        return next;
      },
      { replace: true },
    );
  }, [search, setSearchParams, pageParamsKey]);

  const pageIn = (param: string) => Math.max(1, Number(searchParams.get(param)) || 1);
  const setPageIn = (param: string, page: number) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.set(param, String(page));
      return next;
    });

  return { searchParams, setSearchParams, searchText, setSearchText, search, pageIn, setPageIn };
}

const LIST_PAGE = ['page'] as const;

/**
 * The state of a paginated, searchable list, kept in the address (`?page=&q=`) so that reloading or sharing the
 * link shows the same page: the text being typed, the debounced search actually sent, and the page.
 */
export function useListQuery() {
  const { pageIn, setPageIn, ...rest } = useSearchInAddress(LIST_PAGE);
  return { ...rest, page: pageIn('page'), goToPage: (next: number) => setPageIn('page', next) };
}

/**
 * Several lists on one page under one search, e.g. one table per status: each keeps its own page in the address
 * (`draftPage`, `openPage` ...), so coming back shows the same pages; a new search starts all of them at page 1.
 */
export function useBoardsQuery<Board extends string>(boards: readonly Board[]) {
  const pageParam = (board: Board) => `${board.toLowerCase()}Page`;
  const { pageIn, setPageIn, searchText, setSearchText, search } = useSearchInAddress(boards.map(pageParam));
  return {
    searchText,
    setSearchText,
    search,
    pageOf: (board: Board) => pageIn(pageParam(board)),
    goToPage: (board: Board, page: number) => setPageIn(pageParam(board), page),
  };
}
