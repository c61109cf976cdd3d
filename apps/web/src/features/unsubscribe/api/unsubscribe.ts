import type { TCodeSentResponse, TUnsubscribeApplyRequest, TUnsubscribeCheck, TUnsubscribeRequest } from '@coastbook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get, postJson } from '../../../api/transport';

const BASE = 'web/unsubscribe';

export const unsubscribeQueryKeys = {
  all: ['unsubscribe'] as const,
  check: () => [...unsubscribeQueryKeys.all, 'check'] as const,
  current: () => [...unsubscribeQueryKeys.all, 'current'] as const,
};

/** GET check: may the account apply now, and the unfinished business that stops it. */
export function useUnsubscribeCheck() {
  return useQuery(queryOptions({ queryKey: unsubscribeQueryKeys.check(), queryFn: ({ signal }) => get<TUnsubscribeCheck>(`${BASE}/check`, undefined, signal ? { signal } : {}), staleTime: 0 }));
}

/** GET current: the latest request (null when none). */
export function useCurrentUnsubscribe() {
  return useQuery(
    queryOptions({ queryKey: unsubscribeQueryKeys.current(), queryFn: ({ signal }) => get<TUnsubscribeRequest | null>(`${BASE}/current`, undefined, signal ? { signal } : {}), staleTime: 0 }),
  );
}

/** POST sendCode: an ACCOUNT_CANCEL code to the account's own phone (logged in: no slide puzzle). */
export function sendUnsubscribeCode(): Promise<TCodeSentResponse> {
  return postJson<TCodeSentResponse>(`${BASE}/sendCode`, {});
}

export function applyUnsubscribe(request: TUnsubscribeApplyRequest): Promise<TUnsubscribeRequest> {
  return postJson<TUnsubscribeRequest>(`${BASE}/apply`, request);
}

export function withdrawUnsubscribe(id: string): Promise<TUnsubscribeRequest> {
  return postJson<TUnsubscribeRequest>(`${BASE}/cancel`, { id });
}
