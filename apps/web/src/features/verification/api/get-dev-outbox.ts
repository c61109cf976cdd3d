import type { TDevOutboxQuery, TDevOutboxResponse } from '@coastbook/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, get } from '../../../api/transport';

export const devOutboxQueryKeys = {
  all: ['verification', 'devOutbox'] as const,
  page: (query: TDevOutboxQuery) => [...devOutboxQueryKeys.all, query] as const,
};

/** How often the developer outbox page reloads, so a code just sent shows up by itself. */
export const DEV_OUTBOX_REFRESH_MS = 3_000;

/** GET dev/outbox (paged, newest first). Not routed in production: the server answers 404. */
export function getDevOutbox(query: TDevOutboxQuery, signal?: AbortSignal): Promise<TDevOutboxResponse> {
  return get<TDevOutboxResponse>('dev/outbox', { ...query }, signal ? { signal } : {});
}

export function isOutboxUnavailable(error: unknown): boolean {
  return error instanceof ApiError && error.httpStatus === 404;
}

export function useDevOutbox(query: TDevOutboxQuery) {
  return useQuery(
    queryOptions({
      queryKey: devOutboxQueryKeys.page(query),
      queryFn: ({ signal }) => getDevOutbox(query, signal),
      placeholderData: keepPreviousData,
      staleTime: 0,
      // Stop polling once the server said the outbox does not exist here.
      refetchInterval: (current) => (isOutboxUnavailable(current.state.error) ? false : DEV_OUTBOX_REFRESH_MS),
      retry: false,
    }),
  );
}
