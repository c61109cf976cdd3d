import type { TablePaginationConfig } from 'antd';

/** The portal's list pagination (CONVENTIONS "Lists"): sizes 10/15/20, hidden when everything fits on one page of 10. */
export const PAGE_SIZES = [10, 15, 20] as const;
export const DEFAULT_PAGE_SIZE = 10;

export function tablePagination(options: {
  current: number;
  size: number;
  total: number | undefined;
  totalText: (total: number) => string;
  onChange: (current: number, size: number) => void;
}): TablePaginationConfig | false {
  const total = options.total ?? 0;
  if (total <= PAGE_SIZES[0]) return false;
  return {
    current: options.current,
    pageSize: options.size,
    total,
    pageSizeOptions: PAGE_SIZES.map(String),
    showSizeChanger: true,
    showTotal: options.totalText,
    onChange: options.onChange,
  };
}

/** A page number or size read from the address bar, falling back when absent or nonsense. */
export function readPositiveInt(value: string | null, fallback: number, allowed?: readonly number[]): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) return fallback;
  if (allowed && !allowed.includes(parsed)) return fallback;
  return parsed;
}
