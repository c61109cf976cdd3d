/** Pagination shared by every list (000 §9, 001 §9). */

export const PAGINATION_DEFAULT_LIMIT = 20;

export const PAGINATION_PAGE_SIZES = [10, 15, 20] as const;

export type PaginationPageSize = (typeof PAGINATION_PAGE_SIZES)[number];

/** antd's `layout` string for the pager. */
export const PAGINATION_LAYOUT = 'total, sizes, prev, pager, next, jumper';

/** The pager is hidden when the total is not above the smallest page size: a single page at any size. */
export function isPaginationHidden(total: number): boolean {
  return total <= PAGINATION_PAGE_SIZES[0];
}

/** Defaults of the master-request search (000 §7.4). */
export const MASTER_REQUEST_SEARCH_DEFAULTS = { current: 1, size: 10 } as const;
