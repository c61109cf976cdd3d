import { describe, expect, it } from 'vitest';
import {
  isPaginationHidden,
  MASTER_REQUEST_SEARCH_DEFAULTS,
  PAGINATION_DEFAULT_LIMIT,
  PAGINATION_LAYOUT,
  PAGINATION_PAGE_SIZES,
} from './pagination';

describe('pagination (000 §9, 001 §9)', () => {
  it('hides the pager up to 10 rows and shows it from 11', () => {
    expect(isPaginationHidden(0)).toBe(true);
    expect(isPaginationHidden(10)).toBe(true);
    expect(isPaginationHidden(11)).toBe(false);
  });

  it('uses the spec defaults', () => {
    expect(PAGINATION_DEFAULT_LIMIT).toBe(20);
    expect(PAGINATION_PAGE_SIZES).toEqual([10, 15, 20]);
    expect(PAGINATION_LAYOUT).toBe('total, sizes, prev, pager, next, jumper');
    expect(MASTER_REQUEST_SEARCH_DEFAULTS).toEqual({ current: 1, size: 10 });
  });
});
