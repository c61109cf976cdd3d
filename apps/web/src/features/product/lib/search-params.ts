import { PAGINATION_DEFAULT_LIMIT, PAGINATION_PAGE_SIZES } from '@coastbook/domain';
import dayjs from 'dayjs';

/**
 * The product search lives in the URL (/product?fpolCde=…&lpodCde=…&etd=YYYY-MM-DD…), so the home
 * page's hot routes and search box, the back button and a shared link all open the same search.
 * Unknown or malformed values fall back to defaults instead of failing the page.
 */

export type ProductSort = 'etd' | 'price' | 'transit';
export const PRODUCT_SORTS: readonly ProductSort[] = ['etd', 'price', 'transit'];

/** How many days a search covers when only a start date is given (the home page sends one date). */
export const DEFAULT_ETD_SPAN_DAYS = 13;

export interface ProductSearchState {
  fpolCde: string | undefined;
  lpodCde: string | undefined;
  /** First and last ETD day, YYYY-MM-DD. */
  etdFrom: string;
  etdTo: string;
  cntrType: string | undefined;
  carrier: string | undefined;
  sort: ProductSort;
  current: number;
  size: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CODE = /^[A-Za-z0-9_-]{1,20}$/;

function day(text: string | null): string | undefined {
  if (text === null || !DAY.test(text)) return undefined;
  const parsed = dayjs(text, 'YYYY-MM-DD');
  return parsed.isValid() && parsed.format('YYYY-MM-DD') === text ? text : undefined;
}

function code(text: string | null): string | undefined {
  return text !== null && CODE.test(text) ? text.toUpperCase() : undefined;
}

function positive(text: string | null): number | undefined {
  if (text === null || !/^\d{1,6}$/.test(text)) return undefined;
  const value = Number(text);
  return value > 0 ? value : undefined;
}

/** Reads the search from the query string; `today` is YYYY-MM-DD (China time, passed in for tests). */
export function readProductSearch(params: URLSearchParams, today: string): ProductSearchState {
  const requestedFrom = day(params.get('etd'));
  // A past start date (an old bookmark) searches from today: past sailings cannot be booked.
  const etdFrom = requestedFrom !== undefined && requestedFrom >= today ? requestedFrom : today;
  const requestedTo = day(params.get('etdEnd'));
  const etdTo =
    requestedTo !== undefined && requestedTo >= etdFrom
      ? requestedTo
      : dayjs(etdFrom).add(DEFAULT_ETD_SPAN_DAYS, 'day').format('YYYY-MM-DD');
  const sort = params.get('sort');
  const size = positive(params.get('size'));
  return {
    fpolCde: code(params.get('fpolCde')),
    lpodCde: code(params.get('lpodCde')),
    etdFrom,
    etdTo,
    cntrType: code(params.get('cntrType')),
    carrier: code(params.get('carrier')),
    sort: PRODUCT_SORTS.includes(sort as ProductSort) ? (sort as ProductSort) : 'etd',
    current: positive(params.get('current')) ?? 1,
    size: size !== undefined && (PAGINATION_PAGE_SIZES as readonly number[]).includes(size) ? size : PAGINATION_DEFAULT_LIMIT,
  };
}

/** The query string of a search; defaults are left out so links stay short. */
export function writeProductSearch(state: ProductSearchState, extra: Record<string, string> = {}): URLSearchParams {
  const params = new URLSearchParams(extra);
  if (state.fpolCde) params.set('fpolCde', state.fpolCde);
  if (state.lpodCde) params.set('lpodCde', state.lpodCde);
  params.set('etd', state.etdFrom);
  params.set('etdEnd', state.etdTo);
  if (state.cntrType) params.set('cntrType', state.cntrType);
  if (state.carrier) params.set('carrier', state.carrier);
  if (state.sort !== 'etd') params.set('sort', state.sort);
  if (state.current !== 1) params.set('current', String(state.current));
  if (state.size !== PAGINATION_DEFAULT_LIMIT) params.set('size', String(state.size));
  return params;
}

/** A search is sent only with both ends of the route chosen and different. */
export function isSearchable(state: ProductSearchState): boolean {
  return state.fpolCde !== undefined && state.lpodCde !== undefined && state.fpolCde !== state.lpodCde;
}
