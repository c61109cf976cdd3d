import { PAGINATION_PAGE_SIZES, isPaginationHidden } from '@coastbook/domain';
import type { TablePaginationConfig } from 'antd';

/**
 * The portal's list pagination (CONVENTIONS "Lists"): sizes 10/15/20, hidden when everything fits on
 * one page of 10. Shared by the member-side lists (messages, sub-users, addresses).
 */
export function tablePagination(options: {
  current: number;
  size: number;
  total: number | undefined;
  onChange: (current: number, size: number) => void;
}): TablePaginationConfig | false {
  const total = options.total ?? 0;
  if (isPaginationHidden(total)) return false;
  return {
    current: options.current,
    pageSize: options.size,
    total,
    pageSizeOptions: PAGINATION_PAGE_SIZES.map(String),
    showSizeChanger: true,
    onChange: options.onChange,
  };
}
