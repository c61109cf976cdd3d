import type { TGetHotProductResponse } from '@coastbook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../api/transport';

export const hotProductQueryKeys = {
  all: ['product', 'hot'] as const,
};

/** GET web/commonUrl/getHotProduct — the home page's hot routes (public). */
export function getHotProducts(signal?: AbortSignal): Promise<TGetHotProductResponse> {
  return get<TGetHotProductResponse>('web/commonUrl/getHotProduct', undefined, { ...(signal ? { signal } : {}) });
}

export function getHotProductsQueryOptions() {
  return queryOptions({
    queryKey: hotProductQueryKeys.all,
    queryFn: ({ signal }) => getHotProducts(signal),
    staleTime: 5 * 60_000,
  });
}

export function useHotProducts() {
  return useQuery(getHotProductsQueryOptions());
}
