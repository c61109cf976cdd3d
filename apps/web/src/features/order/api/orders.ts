import type {
  TCancelOrderRequest,
  TCancelOrderResponse,
  TExportOrderDataRequest,
  TGetOrderCountsRequest,
  TGetOrderCountsResponse,
  TGetOrderMastBySearchQueryRequest,
  TGetOrderMastBySearchQueryResponse,
} from '@coastbook/contracts';
import { ORDER_LIST_TABS, type OrderListTab } from '@coastbook/domain';
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { downloadFile, type DownloadedFile } from '../../../api/download';
import { idempotent } from '../../../api/idempotency';
import { postJson } from '../../../api/transport';
import { FIRST_PAGE } from '../../../lib/table-pagination';
import { orderQueryKeys } from './booking';
import { CUSTOMER_ORDER_BASE, ORDER_BASE } from './order-paths';

/** POST customer/order/getOrderMastBySearchQuery: one page of my orders (visibility ALL/OWN on the server). */
export function getOrderList(request: TGetOrderMastBySearchQueryRequest, signal?: AbortSignal): Promise<TGetOrderMastBySearchQueryResponse> {
  return postJson<TGetOrderMastBySearchQueryResponse>(`${CUSTOMER_ORDER_BASE}/getOrderMastBySearchQuery`, request, signal ? { signal } : {});
}

/**
 * Lists are asked again whenever the page shows them (a payment or a review elsewhere changes a status
 * without this page knowing), except right after the router's prefetch of the same page: an answer younger
 * than this is the one the prefetch just brought for this very visit.
 */
const JUST_FETCHED_MS = 2_000;

const orderListQuery = (request: TGetOrderMastBySearchQueryRequest) =>
  queryOptions({ queryKey: orderQueryKeys.list(request), queryFn: ({ signal }) => getOrderList(request, signal), staleTime: JUST_FETCHED_MS });

export function useOrderList(request: TGetOrderMastBySearchQueryRequest) {
  return useQuery({ ...orderListQuery(request), placeholderData: keepPreviousData });
}

/** POST customer/order/amendRequest/getOrderCounts: the count of each tab. */
export function getOrderCounts(request: TGetOrderCountsRequest, signal?: AbortSignal): Promise<TGetOrderCountsResponse> {
  return postJson<TGetOrderCountsResponse>(`${CUSTOMER_ORDER_BASE}/amendRequest/getOrderCounts`, request, signal ? { signal } : {});
}

const orderCountsQuery = (request: TGetOrderCountsRequest) =>
  queryOptions({ queryKey: orderQueryKeys.counts(request), queryFn: ({ signal }) => getOrderCounts(request, signal), staleTime: JUST_FETCHED_MS });

export function useOrderCounts(request: TGetOrderCountsRequest) {
  return useQuery({ ...orderCountsQuery(request), placeholderData: keepPreviousData });
}

const TAB_VALUES: readonly string[] = ORDER_LIST_TABS.map((tab) => tab.value);

/** The tab in the address of /orderManagementIndex (`?tab=`); anything unknown is "all". */
export function orderListTabOf(searchParams: URLSearchParams): OrderListTab {
  const tab = searchParams.get('tab') ?? 'all';
  return (TAB_VALUES.includes(tab) ? tab : 'all') as OrderListTab;
}

/** How /orderManagementIndex opens: the last 3 months, first page of 20 (001 §9), no keyword or search button. */
export const ORDER_LIST_OPENING = { months: 3, ...FIRST_PAGE } as const;

/**
 * The two answers /orderManagementIndex opens with (its first page and the tab counts), asked for by the
 * router when the page is entered (app/page-data.ts), so they travel while the page's code loads.
 */
export function prefetchOrderManagement(queryClient: QueryClient, url: URL): void {
  const { months, current, size } = ORDER_LIST_OPENING;
  void queryClient.prefetchQuery(orderListQuery({ tab: orderListTabOf(url.searchParams), months, current, size }));
  void queryClient.prefetchQuery(orderCountsQuery({ months }));
}

/** POST order/cancelOrder: P/S/W → X; paid money goes back to the prepaid account (so it carries an Idempotency-Key). */
export function cancelOrder(request: TCancelOrderRequest, idempotencyKey: string): Promise<TCancelOrderResponse> {
  return postJson<TCancelOrderResponse>(`${ORDER_BASE}/cancelOrder`, request, idempotent(idempotencyKey));
}

/** POST customer/order/exportOrderData: the filtered list as .xlsx (blob). */
export function exportOrderData(request: TExportOrderDataRequest): Promise<DownloadedFile> {
  return downloadFile({ path: `${CUSTOMER_ORDER_BASE}/exportOrderData`, method: 'POST', json: request, fallbackName: '我的订单.xlsx' });
}
