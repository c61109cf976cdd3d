import type { TGetAllPortResponse } from '@coastbook/contracts';
import { SESSION_CACHE_KEYS } from '@coastbook/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../api/transport';
import { readSessionCache, writeSessionCache } from '../../../lib/session-cache';

export const portQueryKeys = {
  all: ['basedata', 'ports'] as const,
};

/** GET web/commonUrl/portFacility/getAllPort — loaded once per session and kept in session storage. */
export async function getAllPorts(signal?: AbortSignal): Promise<TGetAllPortResponse> {
  const cached = readSessionCache<TGetAllPortResponse>(SESSION_CACHE_KEYS.facilities);
  if (cached !== undefined) return cached;
  const data = await get<TGetAllPortResponse>('web/commonUrl/portFacility/getAllPort', undefined, {
    ...(signal ? { signal } : {}),
  });
  writeSessionCache(SESSION_CACHE_KEYS.facilities, data);
  return data;
}

export function getAllPortsQueryOptions() {
  return queryOptions({
    queryKey: portQueryKeys.all,
    queryFn: ({ signal }) => getAllPorts(signal),
    // Reference data: fresh for the whole session (the cache is cleared on token change).
    staleTime: Infinity,
  });
}

export function useAllPorts() {
  return useQuery(getAllPortsQueryOptions());
}
