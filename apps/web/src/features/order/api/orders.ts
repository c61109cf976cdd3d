import type {
  TCancelOrderRequest,
  TCancelOrderResponse,
  TExportOrderDataRequest,
  TGetOrderCountsRequest,
  TGetOrderCountsResponse,
  TGetOrderMastBySearchQueryRequest,
  TGetOrderMastBySearchQueryResponse,
} from '@coastbook/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { downloadFile, type DownloadedFile } from '../../../api/download';
import { postJson } from '../../../api/transport';
import { orderQueryKeys } from './booking';
import { CUSTOMER_ORDER_BASE, ORDER_BASE } from './order-paths';

/** POST customer/order/getOrderMastBySearchQuery: one page of my orders (visibility ALL/OWN on the server). */
export function getOrderList(request: TGetOrderMastBySearchQueryRequest, signal?: AbortSignal): Promise<TGetOrderMastBySearchQueryResponse> {
  return postJson<TGetOrderMastBySearchQueryResponse>(`${CUSTOMER_ORDER_BASE}/getOrderMastBySearchQuery`, request, signal ? { signal } : {});
}

export function useOrderList(request: TGetOrderMastBySearchQueryRequest) {
  return useQuery({ queryKey: orderQueryKeys.list(request), queryFn: ({ signal }) => getOrderList(request, signal), placeholderData: keepPreviousData, staleTime: 0 });
}

/** POST customer/order/amendRequest/getOrderCounts: the count of each tab. */
export function getOrderCounts(request: TGetOrderCountsRequest, signal?: AbortSignal): Promise<TGetOrderCountsResponse> {
  return postJson<TGetOrderCountsResponse>(`${CUSTOMER_ORDER_BASE}/amendRequest/getOrderCounts`, request, signal ? { signal } : {});
}

export function useOrderCounts(request: TGetOrderCountsRequest) {
  return useQuery({ queryKey: orderQueryKeys.counts(request), queryFn: ({ signal }) => getOrderCounts(request, signal), placeholderData: keepPreviousData, staleTime: 0 });
}

/** POST order/cancelOrder: P/S/W → X; paid money goes back to the prepaid account. */
export function cancelOrder(request: TCancelOrderRequest): Promise<TCancelOrderResponse> {
  return postJson<TCancelOrderResponse>(`${ORDER_BASE}/cancelOrder`, request);
}

/** POST customer/order/exportOrderData: the filtered list as .xlsx (blob). */
export function exportOrderData(request: TExportOrderDataRequest): Promise<DownloadedFile> {
  return downloadFile({ path: `${CUSTOMER_ORDER_BASE}/exportOrderData`, method: 'POST', json: request, fallbackName: '我的订单.xlsx' });
}
