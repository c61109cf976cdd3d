import type { TCustomerMessagePage, TMessageListRequest, TStowageNoticePage, TUnreadMessageCountResponse } from '@coastbook/contracts';
import { UNREAD_MESSAGE_POLL_INTERVAL_MS } from '@coastbook/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { postJson } from '../../../api/transport';
import { sessionStore, useSession } from '../../../session/session-store';

const BASE = 'web/epanCustomer/epanCustomerMsg';

export const messageQueryKeys = {
  all: ['message'] as const,
  unread: (userId: string) => [...messageQueryKeys.all, 'unread', userId] as const,
  list: (request: Partial<TMessageListRequest>) => [...messageQueryKeys.all, 'list', request] as const,
  stowage: (page: { current: number; size: number }) => [...messageQueryKeys.all, 'stowage', page] as const,
};

/** POST getUnreadMessageCount: raw counts (total, order OC, trailer TR); the badges cap them at 99. */
export function getUnreadMessageCount(signal?: AbortSignal): Promise<TUnreadMessageCountResponse> {
  return postJson<TUnreadMessageCountResponse>(`${BASE}/getUnreadMessageCount`, {}, signal ? { signal } : {});
}

/**
 * The unread counts, polled every 300 000 ms while a user is logged in (000 §7.4, §9). Polling stops
 * for good on an error (000 §8 "unread count failure: stop polling silently") and when there is no
 * user id. The total goes to the session store, which the header's message badge reads.
 */
export function useUnreadMessageCount() {
  const userId = useSession((session) => session.user?.userId);
  const query = useQuery(
    queryOptions({
      queryKey: messageQueryKeys.unread(userId ?? ''),
      queryFn: ({ signal }) => getUnreadMessageCount(signal),
      enabled: userId !== undefined,
      retry: false,
      staleTime: UNREAD_MESSAGE_POLL_INTERVAL_MS,
      refetchInterval: (current) => (current.state.status === 'error' ? false : UNREAD_MESSAGE_POLL_INTERVAL_MS),
      refetchIntervalInBackground: true,
    }),
  );
  const total = query.data?.total;
  useEffect(() => {
    if (total !== undefined && userId !== undefined) sessionStore.setState({ unreadMessageCount: total });
  }, [total, userId]);
  return query;
}

/** POST getAll: newest first, filtered by theme and read state. */
export function getMessages(request: Partial<TMessageListRequest>, signal?: AbortSignal): Promise<TCustomerMessagePage> {
  return postJson<TCustomerMessagePage>(`${BASE}/getAll`, request, signal ? { signal } : {});
}

export function useMessages(request: Partial<TMessageListRequest>) {
  return useQuery(
    queryOptions({
      queryKey: messageQueryKeys.list(request),
      queryFn: ({ signal }) => getMessages(request, signal),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  );
}

/** POST readMessage: the given ids, or every unread message (of a theme) with readAll. */
export function readMessages(body: { custMsgLogIds?: string[]; readAll?: boolean; theme?: string }): Promise<{ updated: number }> {
  return postJson<{ updated: number }>(`${BASE}/readMessage`, body);
}

/** POST delete (custMsgLogIds). */
export function deleteMessages(custMsgLogIds: string[]): Promise<{ deleted: number }> {
  return postJson<{ deleted: number }>(`${BASE}/delete`, { custMsgLogIds });
}

/** POST findStowageInfo: the carrier's published stowage notices, newest first. */
export function getStowageNotices(page: { current: number; size: number }, signal?: AbortSignal): Promise<TStowageNoticePage> {
  return postJson<TStowageNoticePage>(`${BASE}/findStowageInfo`, page, signal ? { signal } : {});
}

export function useStowageNotices(page: { current: number; size: number }) {
  return useQuery(
    queryOptions({
      queryKey: messageQueryKeys.stowage(page),
      queryFn: ({ signal }) => getStowageNotices(page, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
