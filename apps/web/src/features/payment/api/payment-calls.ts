import type {
  TBatchPaymentRequest,
  TOrderCompleteResponse,
  TOrderInfo,
  TOrderPayRequest,
  TOrderPayStatus,
  TPayChannel,
  TPayPoint,
  TPayResult,
  TPaymentValidation,
  TZeroPaymentRequest,
} from '@coastbook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { encryptCredential } from '../../../api/credentials';
import { idempotent } from '../../../api/idempotency';
import { get, postJson } from '../../../api/transport';

/** 001 §7 "Payment": /api/web/domestic/order/payment/<call> (product = domestic). */
const ORDER = 'web/domestic/order';
const PAYMENT = `${ORDER}/payment`;

export const paymentQueryKeys = {
  all: ['payment'] as const,
  validation: (orderIds: readonly string[]) => [...paymentQueryKeys.all, 'validate', [...orderIds].sort().join(',')] as const,
  points: (orderId: string) => [...paymentQueryKeys.all, 'points', orderId] as const,
  status: (payNo: string) => [...paymentQueryKeys.all, 'status', payNo] as const,
  order: (orderId: string) => [...paymentQueryKeys.all, 'order', orderId] as const,
  orders: (orderIds: readonly string[]) => [...paymentQueryKeys.all, 'orders', orderIds.join(',')] as const,
};

/** GET order/complete/{orderId}: the order with its charge items and amounts (what is being paid). */
export function getOrderComplete(orderId: string, signal?: AbortSignal): Promise<TOrderCompleteResponse> {
  return get<TOrderCompleteResponse>(`${ORDER}/complete/${encodeURIComponent(orderId)}`, undefined, signal ? { signal } : {});
}

export function useOrderComplete(orderId: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: paymentQueryKeys.order(orderId ?? ''),
      queryFn: ({ signal }) => getOrderComplete(orderId ?? '', signal),
      enabled: orderId !== undefined && orderId !== '',
    }),
  );
}

/** POST order/getOrderByOrderIds: several orders (ids the caller may not see are left out). */
export function getOrdersByIds(orderIds: readonly string[], signal?: AbortSignal): Promise<TOrderInfo[]> {
  return postJson<TOrderInfo[]>(`${ORDER}/getOrderByOrderIds`, { orderIds }, signal ? { signal } : {});
}

export function useOrdersByIds(orderIds: readonly string[]) {
  return useQuery(
    queryOptions({
      queryKey: paymentQueryKeys.orders(orderIds),
      queryFn: ({ signal }) => getOrdersByIds(orderIds, signal),
      enabled: orderIds.length > 0,
    }),
  );
}

/** POST payment/validate: whether the orders can be paid now and through which channels (balances included). */
export function validatePayment(orderIds: readonly string[], signal?: AbortSignal): Promise<TPaymentValidation> {
  return postJson<TPaymentValidation>(`${PAYMENT}/validate`, { orderIds }, signal ? { signal } : {});
}

export function usePaymentValidation(orderIds: readonly string[]) {
  return useQuery(
    queryOptions({
      queryKey: paymentQueryKeys.validation(orderIds),
      queryFn: ({ signal }) => validatePayment(orderIds, signal),
      enabled: orderIds.length > 0,
      staleTime: 0,
    }),
  );
}

/** POST payment/searchPayPoint/{orderId}?disablePromotion=: the points deduction the order may use. */
export function searchPayPoint(orderId: string, signal?: AbortSignal): Promise<TPayPoint> {
  return postJson<TPayPoint>(`${PAYMENT}/searchPayPoint/${encodeURIComponent(orderId)}`, {}, {
    query: { disablePromotion: 'false' },
    ...(signal ? { signal } : {}),
  });
}

export function usePayPoint(orderId: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: paymentQueryKeys.points(orderId ?? ''),
      queryFn: ({ signal }) => searchPayPoint(orderId ?? '', signal),
      enabled: orderId !== undefined && orderId !== '',
    }),
  );
}

/** Channels that debit inside the portal and need the (encrypted) payment password. */
function passwordPart(channel: TPayChannel, plainPassword: string | undefined): Promise<{ payPassword?: string }> {
  if ((channel === 'ACCOUNTSTORE' || channel === 'CREDIT_ACCOUNTSTORE') && plainPassword !== undefined) {
    return encryptCredential(plainPassword).then((payPassword) => ({ payPassword }));
  }
  return Promise.resolve({});
}

/**
 * POST payment/orderPayReq with a fresh Idempotency-Key (one per press of the pay button). The payment
 * password leaves encrypted (001 §5); prepaid and credit answer PAID at once, QR channels INIT + qrContent.
 * Like every paying call, it carries the ticked business agreement (the server refuses it unticked).
 */
export async function payOrder(options: {
  orderId: string;
  channel: TPayChannel;
  payWay: 1 | 2 | 3;
  password?: string;
  agreementTicked: true;
  idempotencyKey: string;
}): Promise<TPayResult> {
  const body: TOrderPayRequest = {
    orderId: options.orderId,
    channel: options.channel,
    payWay: options.payWay,
    ...(await passwordPart(options.channel, options.password)),
    agreementTicked: options.agreementTicked,
  };
  return postJson<TPayResult>(`${PAYMENT}/orderPayReq`, body, idempotent(options.idempotencyKey));
}

/** POST order/batchPayment: several S orders, one channel, all or nothing. */
export async function payOrders(options: { orderIds: string[]; channel: TPayChannel; password?: string; agreementTicked: true; idempotencyKey: string }): Promise<TPayResult> {
  const body: TBatchPaymentRequest = {
    orderIds: options.orderIds,
    channel: options.channel,
    ...(await passwordPart(options.channel, options.password)),
    agreementTicked: options.agreementTicked,
  };
  return postJson<TPayResult>(`${ORDER}/batchPayment`, body, idempotent(options.idempotencyKey));
}

/** POST payment/zeroPayment: pay way 0, when the product or customer allows it (else the server refuses). */
export function zeroPayment(options: { orderId: string; agreementTicked: true; idempotencyKey: string }): Promise<TPayResult> {
  const body: TZeroPaymentRequest = { orderId: options.orderId, agreementTicked: options.agreementTicked };
  return postJson<TPayResult>(`${PAYMENT}/zeroPayment`, body, idempotent(options.idempotencyKey));
}

/** POST payment/orderPayStatus by payNo. */
export function getPayStatus(payNo: string, signal?: AbortSignal): Promise<TOrderPayStatus> {
  return postJson<TOrderPayStatus>(`${PAYMENT}/orderPayStatus`, { payNo }, signal ? { signal } : {});
}

/** Polls the payment request every `intervalMs` while `poll` is true (the /QRCode page). */
export function usePayStatus(payNo: string | undefined, options: { poll: boolean; intervalMs: number }) {
  return useQuery(
    queryOptions({
      queryKey: paymentQueryKeys.status(payNo ?? ''),
      queryFn: ({ signal }) => getPayStatus(payNo ?? '', signal),
      enabled: payNo !== undefined && payNo !== '',
      refetchInterval: options.poll ? options.intervalMs : false,
      refetchIntervalInBackground: true,
      staleTime: 0,
    }),
  );
}
