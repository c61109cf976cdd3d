import { PAGINATION_DEFAULT_LIMIT, PAGINATION_PAGE_SIZES, isPaginationHidden } from '@coastbook/domain';
import type { TablePaginationConfig } from 'antd';
import { i18n } from '../i18n';

/** Where every member-side list opens (000 §9, 001 §9: page 1, 20 a page). */
export const FIRST_PAGE = { current: 1, size: PAGINATION_DEFAULT_LIMIT } as const;

/**
 * The portal's list pagination (000 §9 layout "total, sizes, prev, pager, next, jumper"): sizes 10/15/20,
 * the total and a page jumper, hidden when everything fits on one page of 10. Shared by the member-side
 * lists (orders, messages, sub-users, addresses, account records).
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
    showQuickJumper: true,
    showTotal: (count) => i18n.t('common.total', { count }),
    onChange: options.onChange,
  };
}
