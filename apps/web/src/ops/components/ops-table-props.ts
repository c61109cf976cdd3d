import type { SetURLSearchParams } from 'react-router';
import { useProductTranslation } from '../pages/product/product-i18n';
import { tablePagination } from './table-pagination';

type QueryState = { isFetching: boolean; isError: boolean; error: Error | null };

/**
 * The Table props every product list page wires the same way from its query: rows, the spinner while
 * fetching, the server's message in place of the empty text when the load failed, and (for paged lists)
 * the pager kept in the address bar next to the page's own filters.
 */
export function usePagedTableProps<T>(
  page: QueryState & { data?: { records: T[]; total: number } | undefined },
  paging: { current: number; size: number; setSearchParams: SetURLSearchParams },
) {
  const { t } = useProductTranslation();
  const { current, size, setSearchParams } = paging;
  return {
    dataSource: page.data?.records ?? [],
    loading: page.isFetching,
    locale: { emptyText: page.isError ? page.error?.message : t('common.none') },
    pagination: tablePagination({
      current,
      size,
      total: page.data?.total,
      totalText: (total) => t('common.total', { total }),
      // Keeps the filters already in the address bar; a new page size starts again at page 1.
      onChange: (nextCurrent, nextSize) =>
        setSearchParams((previous) => {
          const next = new URLSearchParams(previous);
          next.set('current', String(nextSize === size ? nextCurrent : 1));
          next.set('size', String(nextSize));
          return next;
        }),
    }),
  };
}

/** The same for the short unpaged lists (vessels, loops): one page of 20, the pager hidden when it fits. */
export function useListTableProps<T>(list: QueryState & { data?: T[] | undefined }) {
  const { t } = useProductTranslation();
  return {
    dataSource: list.data ?? [],
    loading: list.isFetching,
    locale: { emptyText: list.isError ? list.error?.message : t('common.none') },
    pagination: { pageSize: 20, hideOnSinglePage: true },
  };
}
