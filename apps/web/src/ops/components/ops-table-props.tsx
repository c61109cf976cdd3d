import type { SetURLSearchParams } from 'react-router';
import { LoadFailedAlert } from '../../components/load-failed-alert';
import { useOpsTranslation } from '../i18n';
import { tablePagination } from './table-pagination';

type QueryState = { isFetching: boolean; isError: boolean; error: Error | null; refetch: () => Promise<unknown> };

/**
 * A failed load, as on the customer pages: "数据加载失败：…" with 重试. In the empty table's cell when no rows
 * came; above the rows when a refresh failed and the table still shows the ones loaded before.
 */
export function loadFailureTableProps(query: QueryState, rows: readonly unknown[] | undefined) {
  if (!query.isError) return {};
  const alert = <LoadFailedAlert error={query.error} onRetry={() => void query.refetch()} />;
  return rows?.length ? { title: () => alert } : { locale: { emptyText: alert } };
}

/**
 * The Table props every console list page wires the same way from its query: rows, the spinner while
 * fetching, a failed load with its retry, and (for paged lists) the pager kept in the address bar next to
 * the page's own filters.
 */
export function usePagedTableProps<T>(
  page: QueryState & { data?: { records: T[]; total: number } | undefined },
  paging: { current: number; size: number; setSearchParams: SetURLSearchParams; emptyText?: string },
) {
  const { t } = useOpsTranslation();
  const { current, size, setSearchParams } = paging;
  return {
    dataSource: page.data?.records ?? [],
    loading: page.isFetching,
    locale: { emptyText: paging.emptyText ?? t('ops:common.noData') },
    ...loadFailureTableProps(page, page.data?.records),
    pagination: tablePagination({
      current,
      size,
      total: page.data?.total,
      totalText: (total) => t('ops:common.total', { total }),
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

/**
 * The same for the short unpaged lists (vessels, loops): one page of 20, the pager hidden when it fits,
 * with the count beside it as on the paged lists ("共 N 条").
 */
export function useListTableProps<T>(list: QueryState & { data?: T[] | undefined }) {
  const { t } = useOpsTranslation();
  return {
    dataSource: list.data ?? [],
    loading: list.isFetching,
    locale: { emptyText: t('ops:common.noData') },
    ...loadFailureTableProps(list, list.data),
    pagination: { pageSize: 20, hideOnSinglePage: true, showTotal: (total: number) => t('ops:common.total', { total }) },
  };
}

/**
 * A table's scroll width: its columns' widths added up. The decision queues (orders, finance, bank information) size
 * their waiting tabs' columns to add up to at most ~1 060 px, which fits the console at a 1366 px wide screen:
 * what the clerk decides on is not hidden under the fixed actions column until they scroll sideways.
 */
export function widthOfColumns(columns: ReadonlyArray<{ width?: number | string }>): number {
  return columns.reduce((sum, column) => sum + (typeof column.width === 'number' ? column.width : 0), 0);
}
