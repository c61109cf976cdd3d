import type { TNewTrackingCargoRequest, TNewTrackingCargoResponse } from '@coastbook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { postJson } from '../../../api/transport';

export const cargoTrackingQueryKeys = {
  all: ['tracking', 'cargo'] as const,
  byBkgNo: (bkgNo: string) => [...cargoTrackingQueryKeys.all, bkgNo] as const,
};

/**
 * POST web/commonUrl/portal/newTrackingCargo — public tracking by waybill number. A read, so it is
 * a query keyed by the number (asking twice for the same number within a minute reuses the answer);
 * an unknown or foreign number comes back as a non-zero code with the message to show.
 */
export function trackCargo(request: TNewTrackingCargoRequest, signal?: AbortSignal): Promise<TNewTrackingCargoResponse> {
  return postJson<TNewTrackingCargoResponse>('web/commonUrl/portal/newTrackingCargo', request, {
    ...(signal ? { signal } : {}),
  });
}

export function trackCargoQueryOptions(bkgNo: string) {
  return queryOptions({
    queryKey: cargoTrackingQueryKeys.byBkgNo(bkgNo),
    queryFn: ({ signal }) => trackCargo({ bkgNo }, signal),
    staleTime: 60_000,
  });
}

/** Runs once a number has been submitted (undefined = nothing asked yet). */
export function useCargoTracking(bkgNo: string | undefined) {
  return useQuery({ ...trackCargoQueryOptions(bkgNo ?? ''), enabled: bkgNo !== undefined });
}
