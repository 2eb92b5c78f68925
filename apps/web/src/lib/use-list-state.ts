import { useEffect, useState } from 'react';
import type { DataPaging, Sort } from '@/components/data-list';

export const PAGE_SIZES = [25, 50, 100];
const SEARCH_DELAY_MS = 300;

/**
 * A list the server searches, sorts and pages: the typed search (asked for once typing pauses), the sort the
 * headers chose and the page. A new search or sort starts from the first page.
 */
export function useListState<S extends string>() {
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<{ sort: S; dir: 'asc' | 'desc' } | null>(null);
  const [page, setPage] = useState({ offset: 0, limit: PAGE_SIZES[0] ?? 25 });

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchText.trim());
      setPage((current) => ({ ...current, offset: 0 }));
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  return {
    searchText,
    setSearchText,
    search,
    /** The list call's part: q, sort, dir, page, per_page. */
    query: {
      q: search,
      ...(sort ?? {}),
      page: Math.floor(page.offset / page.limit) + 1,
      per_page: page.limit,
    },
    onSortChange: (next: Sort) => {
      setSort({ sort: next.key as S, dir: next.direction });
      setPage((current) => ({ ...current, offset: 0 }));
    },
    resetPage: () => setPage((current) => ({ ...current, offset: 0 })),
    paging: (total: number, totalCapped = false): DataPaging => ({
      mode: 'server',
      total,
      totalCapped,
      page,
      pageSizes: PAGE_SIZES,
      onChange: setPage,
    }),
  };
}
