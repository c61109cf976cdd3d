import type { TGetBatchGoodsPromotionRequest, TGetBatchGoodsPromotionResponse } from '@coastbook/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { postJson } from '../../../api/transport';

export const selectionPricingQueryKeys = {
  all: ['product', 'selection-pricing'] as const,
  of: (productId: string, containers: readonly { cntrType: string; quantity: number }[]) =>
    [...selectionPricingQueryKeys.all, productId, containers.map((line) => `${line.cntrType}:${line.quantity}`).join(',')] as const,
};

/** POST web/domestic/customer/promotion/getBatchGoodsPromotion — a selection's promotions and total, priced by the server. */
export function priceSelection(request: TGetBatchGoodsPromotionRequest, signal?: AbortSignal): Promise<TGetBatchGoodsPromotionResponse> {
  return postJson<TGetBatchGoodsPromotionResponse>('web/domestic/customer/promotion/getBatchGoodsPromotion', request, { ...(signal ? { signal } : {}) });
}

/** Typing "12" asks once, for 12, not for 1 and then 12. */
const SETTLE_MS = 300;

/**
 * The shopping box's selection priced as the booking will be: promotions that depend on the quantity
 * (FS, a reduction from N containers) count only for the whole selection, which the sailing list cannot
 * know. `current` tells whether the answer is for the selection on screen (false while typing settles or
 * the call runs).
 */
export function useSelectionPricing(productId: string | undefined, containers: readonly { cntrType: string; quantity: number }[]) {
  const key = containers.map((line) => `${line.cntrType}:${line.quantity}`).join(',');
  const [settledKey, setSettledKey] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setSettledKey(key), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const settled = settledKey === key ? containers : null;
  const query = useQuery({
    queryKey: selectionPricingQueryKeys.of(productId ?? '', settled ?? []),
    queryFn: ({ signal }) => priceSelection({ goods: (settled ?? []).map((line) => ({ productId: productId!, ...line })) }, signal),
    enabled: productId !== undefined && settled !== null && settled.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
  const current = settled !== null && query.isSuccess && !query.isPlaceholderData && !query.isFetching;
  return { pricing: current ? query.data : undefined, pending: containers.length > 0 && !current && !query.isError };
}
