import type {
  TOpsConfirmOrderRequest,
  TOpsOrderDashboard,
  TOpsOrderDecisionResponse,
  TOpsOrderDetail,
  TOpsOrderPage,
  TOpsOrderReviewQueueQuery,
  TOpsOrderSearchQuery,
  TOpsRejectOrderRequest,
} from '@coastbook/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { opsKeys } from './ops-keys';
import { opsGet, opsPost } from './ops-transport';

/** The console's order calls (/api/ops/orders): review queue, search, detail, confirm / reject, dashboard. */

/** Under opsKeys.all, so a logout drops them with the rest of the console's data. */
export const orderKeys = {
  all: () => [...opsKeys.all, 'orders'] as const,
  reviewQueue: (query: object) => [...opsKeys.all, 'orders', 'review-queue', query] as const,
  search: (query: object) => [...opsKeys.all, 'orders', 'search', query] as const,
  detail: (orderId: string) => [...opsKeys.all, 'orders', 'detail', orderId] as const,
  proposedBkgNo: (orderId: string) => [...opsKeys.all, 'orders', 'proposed-bkg-no', orderId] as const,
  dashboard: () => [...opsKeys.all, 'orders', 'dashboard'] as const,
};

/** Drops empty filters so the address bar and the request stay short. */
function definedOnly<T extends object>(query: T): Record<string, string | number> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string | number>;
}

export function useOrderReviewQueue(query: TOpsOrderReviewQueueQuery) {
  return useQuery({
    queryKey: orderKeys.reviewQueue(query),
    queryFn: ({ signal }) => opsGet<TOpsOrderPage>('ops/orders/review-queue', definedOnly(query), signal),
    placeholderData: keepPreviousData,
  });
}

export function useOrderSearch(query: TOpsOrderSearchQuery) {
  return useQuery({
    queryKey: orderKeys.search(query),
    queryFn: ({ signal }) => opsGet<TOpsOrderPage>('ops/orders', definedOnly(query), signal),
    placeholderData: keepPreviousData,
  });
}

export function useOpsOrderDetail(orderId: string | undefined) {
  return useQuery({
    queryKey: orderKeys.detail(orderId ?? ''),
    queryFn: ({ signal }) => opsGet<TOpsOrderDetail>(`ops/orders/${encodeURIComponent(orderId ?? '')}`, undefined, signal),
    enabled: orderId !== undefined,
  });
}

/** A free booking number for the confirm dialog; fetched afresh each time the dialog opens. */
export function useProposedBkgNo(orderId: string | undefined) {
  return useQuery({
    queryKey: orderKeys.proposedBkgNo(orderId ?? ''),
    queryFn: ({ signal }) => opsGet<{ bkgNo: string }>(`ops/orders/${encodeURIComponent(orderId ?? '')}/proposed-bkg-no`, undefined, signal),
    enabled: orderId !== undefined,
    staleTime: 0,
    gcTime: 0,
  });
}

export function useOrderDashboard(enabled = true) {
  return useQuery({
    queryKey: orderKeys.dashboard(),
    queryFn: ({ signal }) => opsGet<TOpsOrderDashboard>('ops/orders/dashboard', undefined, signal),
    enabled,
    refetchInterval: 60_000,
  });
}

export type OrderDecision = { orderId: string; kind: 'confirm'; body: TOpsConfirmOrderRequest } | { orderId: string; kind: 'reject'; body: TOpsRejectOrderRequest };

export function useDecideOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    // A rejection refunds: the Idempotency-Key the page keeps while the outcome is unknown (useMoneyAction).
    mutationFn: (decision: OrderDecision & { idempotencyKey: string }) =>
      opsPost<TOpsOrderDecisionResponse>(`ops/orders/${encodeURIComponent(decision.orderId)}/${decision.kind}`, decision.body, { idempotencyKey: decision.idempotencyKey }),
    onSettled: (_answer, _error, decision) => {
      // The decided order's detail is dropped, not just marked stale: reopened, the drawer would first show
      // the cached one (no booking number, the old status) while it refetched.
      queryClient.removeQueries({ queryKey: orderKeys.detail(decision.orderId) });
      return queryClient.invalidateQueries({ queryKey: orderKeys.all() });
    },
  });
}
