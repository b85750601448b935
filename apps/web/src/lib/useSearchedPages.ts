import { useState } from 'react';
import { useDebouncedValue } from './useDebouncedValue';

/**
 * A searchable, paginated list kept in the component (a tab of a page whose address already says which tab): the
 * text being typed, the debounced search actually sent, and the page, back to 1 whenever the search changes.
 */
export function useSearchedPages() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  const [page, setPage] = useState(1);
  const [searched, setSearched] = useState(search);
  if (searched !== search) {
    setSearched(search);
    setPage(1);
  }
  return { searchText, setSearchText, search, page, setPage };
}
