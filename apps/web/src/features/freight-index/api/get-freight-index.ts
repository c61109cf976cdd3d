import type { TFreightIndexQuery, TFreightIndexResponse } from '@coastbook/contracts';
import type { FreightPeriod } from '@coastbook/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../api/transport';

export const freightIndexQueryKeys = {
  all: ['freightIndex'] as const,
  byPeriod: (period: FreightPeriod) => [...freightIndexQueryKeys.all, period] as const,
};

/** GET web/commonUrl/freightIndex?period= (public): every category's index, base = 1000. */
export function getFreightIndex(period: FreightPeriod, signal?: AbortSignal): Promise<TFreightIndexResponse> {
  const query: TFreightIndexQuery = { period };
  return get<TFreightIndexResponse>('web/commonUrl/freightIndex', query, signal ? { signal } : {});
}

export function getFreightIndexQueryOptions(period: FreightPeriod) {
  return queryOptions({
    queryKey: freightIndexQueryKeys.byPeriod(period),
    queryFn: ({ signal }) => getFreightIndex(period, signal),
    // Published prices change a few times a day at most.
    staleTime: 10 * 60_000,
  });
}

export function useFreightIndex(period: FreightPeriod) {
  return useQuery({ ...getFreightIndexQueryOptions(period), placeholderData: keepPreviousData });
}
