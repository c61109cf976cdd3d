import type { TGetAllBdCntrTypeResponse } from '@coastbook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../api/transport';

export const containerTypeQueryKeys = {
  all: ['product', 'containerTypes'] as const,
};

/** GET web/domestic/customer/baseData/getAllBdCntrType — the search form's container-type choices. */
export function getContainerTypes(signal?: AbortSignal): Promise<TGetAllBdCntrTypeResponse> {
  return get<TGetAllBdCntrTypeResponse>('web/domestic/customer/baseData/getAllBdCntrType', undefined, signal ? { signal } : {});
}

export function getContainerTypesQueryOptions() {
  return queryOptions({
    queryKey: containerTypeQueryKeys.all,
    queryFn: ({ signal }) => getContainerTypes(signal),
    // Reference data: the server sends it with a session cache header; it does not change within a visit.
    staleTime: Infinity,
  });
}

export function useContainerTypes() {
  return useQuery(getContainerTypesQueryOptions());
}
