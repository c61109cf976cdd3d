import type { TGetAllCarrierResponse } from '@coastbook/contracts';
import { SESSION_CACHE_KEYS } from '@coastbook/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../api/transport';
import { useUiLanguage } from '../../../i18n/use-language';
import { readSessionCache, writeSessionCache } from '../../../lib/session-cache';

export const carrierQueryKeys = {
  all: ['basedata', 'carriers'] as const,
};

/** GET web/domestic/customer/baseData/getAllCarrier — cached for the session (001 §7). */
export async function getAllCarriers(signal?: AbortSignal): Promise<TGetAllCarrierResponse> {
  const cached = readSessionCache<TGetAllCarrierResponse>(SESSION_CACHE_KEYS.carriers);
  if (cached !== undefined) return cached;
  const data = await get<TGetAllCarrierResponse>('web/domestic/customer/baseData/getAllCarrier', undefined, {
    ...(signal ? { signal } : {}),
  });
  writeSessionCache(SESSION_CACHE_KEYS.carriers, data);
  return data;
}

export function getAllCarriersQueryOptions() {
  return queryOptions({
    queryKey: carrierQueryKeys.all,
    queryFn: ({ signal }) => getAllCarriers(signal),
    staleTime: Infinity,
  });
}

export function useAllCarriers() {
  return useQuery(getAllCarriersQueryOptions());
}

/** A carrier's name in the page's language, from its code; the code itself until the list has loaded or for an unknown carrier. */
export function useCarrierName(): (code: string) => string {
  const carriers = useAllCarriers();
  const language = useUiLanguage();
  return (code) => {
    const carrier = carriers.data?.find((candidate) => candidate.carrierCde === code);
    if (carrier === undefined) return code;
    return language === 'en' ? carrier.carrierEnnme : carrier.carrierCnnme;
  };
}
