import type {
  TBookingInfoRequest,
  TBookingInfoResponse,
  TCreateOrderRequest,
  TCreateOrderResponse,
  TOrderCompleteResponse,
  TSaveDraftOrderRequest,
  TSaveDraftOrderResponse,
} from '@coastbook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { idempotent } from '../../../api/idempotency';
import { get, postJson } from '../../../api/transport';
import { ORDER_BASE } from './order-paths';

export const orderQueryKeys = {
  all: ['order'] as const,
  complete: (orderId: string) => [...orderQueryKeys.all, 'complete', orderId] as const,
  lists: () => [...orderQueryKeys.all, 'list'] as const,
  list: (request: object) => [...orderQueryKeys.lists(), request] as const,
  counts: (request: object) => [...orderQueryKeys.all, 'counts', request] as const,
};

/** POST order/createOrder: a draft (P) from the shopping box; a refusal carries the server's msg (001 §8). */
export function createOrder(request: TCreateOrderRequest): Promise<TCreateOrderResponse> {
  return postJson<TCreateOrderResponse>(`${ORDER_BASE}/createOrder`, request);
}

/** GET order/complete/{orderId}: the order with snapshot, charge items, document fee, amounts, events. */
export function getOrderComplete(orderId: string, signal?: AbortSignal): Promise<TOrderCompleteResponse> {
  return get<TOrderCompleteResponse>(`${ORDER_BASE}/complete/${encodeURIComponent(orderId)}`, undefined, signal ? { signal } : {});
}

export const orderCompleteQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: orderQueryKeys.complete(orderId), queryFn: ({ signal }) => getOrderComplete(orderId, signal), staleTime: 0 });

export function useOrderComplete(orderId: string | undefined) {
  return useQuery({ ...orderCompleteQueryOptions(orderId ?? ''), enabled: orderId !== undefined && orderId !== '' });
}

/** POST order/saveTheDraftOrderInfo: keeps the draft (P) with what is filled in. */
export function saveDraftOrder(request: TSaveDraftOrderRequest): Promise<TSaveDraftOrderResponse> {
  return postJson<TSaveDraftOrderResponse>(`${ORDER_BASE}/saveTheDraftOrderInfo`, request);
}

/**
 * POST order/bookingInfo: submit (P → S); the server prices the order and reserves the inventory. With an
 * Idempotency-Key, a submission pressed again after its answer was lost gets the first answer (the order is
 * submitted) instead of "订单已提交，不能再修改".
 */
export function submitBooking(request: TBookingInfoRequest, idempotencyKey: string): Promise<TBookingInfoResponse> {
  return postJson<TBookingInfoResponse>(`${ORDER_BASE}/bookingInfo`, request, idempotent(idempotencyKey));
}
