import type { TGetRouteNetworkResponse } from '@coastbook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../api/transport';

/** GET web/commonUrl/getRouteNetwork (public): the service loops with their next four weeks' vessels, sailings and transit times. */
export function getRouteNetwork(signal?: AbortSignal): Promise<TGetRouteNetworkResponse> {
  return get<TGetRouteNetworkResponse>('web/commonUrl/getRouteNetwork', undefined, signal ? { signal } : {});
}

export function getRouteNetworkQueryOptions() {
  return queryOptions({
    queryKey: ['routeNetwork'] as const,
    queryFn: ({ signal }) => getRouteNetwork(signal),
    // The schedule changes a few times a day; the two figure pages share one answer.
    staleTime: 10 * 60_000,
  });
}

export function useRouteNetwork() {
  return useQuery(getRouteNetworkQueryOptions());
}
