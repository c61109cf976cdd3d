import type { TAddDriverRequest, TDriver, TDriverListQuery, TDriverPage } from '@coastbook/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get, postJson } from '../../../api/transport';

const BASE = 'web/tms/driverUploadPermission';

export const driverQueryKeys = {
  all: ['driver', 'list'] as const,
  list: (query: Partial<TDriverListQuery>) => [...driverQueryKeys.all, query] as const,
};

/** GET list: the trailer supplier's drivers (paged; keyword matches name or plate). */
export function getDrivers(query: Partial<TDriverListQuery>, signal?: AbortSignal): Promise<TDriverPage> {
  return get<TDriverPage>(`${BASE}/list`, query, signal ? { signal } : {});
}

export function useDrivers(query: Partial<TDriverListQuery>) {
  return useQuery(queryOptions({ queryKey: driverQueryKeys.list(query), queryFn: ({ signal }) => getDrivers(query, signal), placeholderData: keepPreviousData }));
}

export const addDriver = (request: TAddDriverRequest) => postJson<TDriver>(`${BASE}/add`, request);
export const removeDriver = (driverId: string) => postJson<true>(`${BASE}/remove`, { driverId });
export const updateDriverPermission = (driverId: string, canUpload: boolean) => postJson<TDriver>(`${BASE}/updatePermission`, { driverId, canUpload });
