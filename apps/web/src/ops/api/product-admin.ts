import type {
  TGetAllBdCntrTypeResponse,
  TOpsInventoryChange,
  TOpsLoop,
  TOpsLoopCreate,
  TOpsLoopList,
  TOpsLoopUpdate,
  TOpsPortCallActuals,
  TOpsPortCallUpdate,
  TOpsPriceChange,
  TOpsPriceHistory,
  TOpsProduct,
  TOpsProductCreate,
  TOpsProductPage,
  TOpsProductQuery,
  TOpsProductUpdate,
  TOpsPromotion,
  TOpsPromotionCreate,
  TOpsPromotionPage,
  TOpsPromotionQuery,
  TOpsPromotionUpdate,
  TOpsSailing,
  TOpsSailingPage,
  TOpsSailingQuery,
  TOpsVessel,
  TOpsVesselCreate,
  TOpsVesselList,
  TOpsVesselUpdate,
  TOpsVoyage,
  TOpsVoyageCreate,
  TOpsVoyagePage,
  TOpsVoyagePublish,
  TOpsVoyageQuery,
  TOpsVoyageStatusUpdate,
  TOpsOrderWindow,
  TOpsSetOrderWindowRequest,
  TOpsSetSwitchRegionRequest,
  TOpsSetSwitchRequest,
  TOpsSwitch,
  TOpsSwitchList,
} from '@coastbook/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { opsGet, opsPost } from './ops-transport';

/**
 * The product pages' calls (/api/ops/product/...). Keys sit under ['ops', 'product'] so logging out of
 * the console drops them with the rest; every write refreshes its own resource. Creations and slot changes
 * carry the Idempotency-Key their dialog keeps while an outcome is unknown (useKeyedSave); changes of an
 * existing object set absolute values, so a repeat changes nothing and they go without one.
 */
export const productAdminKeys = {
  all: ['ops', 'product'] as const,
  switches: () => ['ops', 'product', 'switches'] as const,
  orderWindow: () => ['ops', 'product', 'order-window'] as const,
  vessels: () => ['ops', 'product', 'vessels'] as const,
  loops: () => ['ops', 'product', 'loops'] as const,
  voyages: () => ['ops', 'product', 'voyages'] as const,
  voyagePage: (query: object) => ['ops', 'product', 'voyages', query] as const,
  products: () => ['ops', 'product', 'products'] as const,
  productPage: (query: object) => ['ops', 'product', 'products', 'page', query] as const,
  priceHistory: (productId: string) => ['ops', 'product', 'products', 'prices', productId] as const,
  promotions: () => ['ops', 'product', 'promotions'] as const,
  promotionPage: (query: object) => ['ops', 'product', 'promotions', query] as const,
  sailings: () => ['ops', 'product', 'sailings'] as const,
  sailingPage: (query: object) => ['ops', 'product', 'sailings', query] as const,
};

const PREFIX = 'ops/product';

export function useOpsSwitches() {
  return useQuery({ queryKey: productAdminKeys.switches(), queryFn: ({ signal }) => opsGet<TOpsSwitchList>(`${PREFIX}/switches`, undefined, signal) });
}

export function useSetSwitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, body }: { type: string; body: TOpsSetSwitchRequest }) => opsPost<TOpsSwitch>(`${PREFIX}/switches/${encodeURIComponent(type)}`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productAdminKeys.switches() }),
  });
}

export function useSetSwitchRegion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, body }: { type: string; body: TOpsSetSwitchRegionRequest }) =>
      opsPost<TOpsSwitch>(`${PREFIX}/switches/${encodeURIComponent(type)}/regions`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productAdminKeys.switches() }),
  });
}

export function useOpsOrderWindow() {
  return useQuery({ queryKey: productAdminKeys.orderWindow(), queryFn: ({ signal }) => opsGet<TOpsOrderWindow>(`${PREFIX}/order-window`, undefined, signal) });
}

export function useSetOrderWindow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TOpsSetOrderWindowRequest) => opsPost<TOpsOrderWindow>(`${PREFIX}/order-window`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productAdminKeys.orderWindow() }),
  });
}

/** A write that refreshes the resources it touched. */
function useWrite<TBody, TAnswer>(send: (body: TBody) => Promise<TAnswer>, touched: ReadonlyArray<readonly string[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => Promise.all(touched.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

// ---- vessels
export function useOpsVessels() {
  return useQuery({ queryKey: productAdminKeys.vessels(), queryFn: ({ signal }) => opsGet<TOpsVesselList>(`${PREFIX}/vessels`, undefined, signal) });
}
export function useSaveVessel() {
  return useWrite(
    ({ code, body, idempotencyKey }: { code?: string; body: TOpsVesselCreate | TOpsVesselUpdate; idempotencyKey?: string }) =>
      code ? opsPost<TOpsVessel>(`${PREFIX}/vessels/${encodeURIComponent(code)}`, body) : opsPost<TOpsVessel>(`${PREFIX}/vessels`, body, { idempotencyKey }),
    [productAdminKeys.vessels()],
  );
}

// ---- loops
export function useOpsLoops() {
  return useQuery({ queryKey: productAdminKeys.loops(), queryFn: ({ signal }) => opsGet<TOpsLoopList>(`${PREFIX}/loops`, undefined, signal) });
}
export function useSaveLoop() {
  return useWrite(
    ({ key, body, idempotencyKey }: { key?: { carrierCode: string; svcLoopAbbrv: string }; body: TOpsLoopCreate | TOpsLoopUpdate; idempotencyKey?: string }) =>
      key
        ? opsPost<TOpsLoop>(`${PREFIX}/loops/${encodeURIComponent(key.carrierCode)}/${encodeURIComponent(key.svcLoopAbbrv)}`, body)
        : opsPost<TOpsLoop>(`${PREFIX}/loops`, body, { idempotencyKey }),
    [productAdminKeys.loops()],
  );
}

// ---- voyages
export function useOpsVoyages(query: TOpsVoyageQuery) {
  return useQuery({
    queryKey: productAdminKeys.voyagePage(query),
    queryFn: ({ signal }) => opsGet<TOpsVoyagePage>(`${PREFIX}/voyages`, { ...query }, signal),
    placeholderData: keepPreviousData,
  });
}
export function useCreateVoyage() {
  return useWrite(
    ({ body, idempotencyKey }: { body: TOpsVoyageCreate; idempotencyKey: string }) => opsPost<TOpsVoyage>(`${PREFIX}/voyages`, body, { idempotencyKey }),
    [productAdminKeys.voyages()],
  );
}
export function useMovePortCall() {
  return useWrite(
    ({ voyageId, body }: { voyageId: string; body: TOpsPortCallUpdate }) => opsPost<TOpsVoyage>(`${PREFIX}/voyages/${voyageId}/port-call`, body),
    [productAdminKeys.voyages(), productAdminKeys.sailings()],
  );
}
/** Records (or clears, with null) a call's actual arrival and departure; only the voyage list shows them. */
export function useRecordPortCallActuals() {
  return useWrite(
    ({ voyageId, body }: { voyageId: string; body: TOpsPortCallActuals }) => opsPost<TOpsVoyage>(`${PREFIX}/voyages/${voyageId}/port-call-actuals`, body),
    [productAdminKeys.voyages()],
  );
}
export function useSetVoyageStatus() {
  return useWrite(
    ({ voyageId, body }: { voyageId: string; body: TOpsVoyageStatusUpdate }) => opsPost<TOpsVoyage>(`${PREFIX}/voyages/${voyageId}/status`, body),
    [productAdminKeys.voyages(), productAdminKeys.sailings()],
  );
}
export function usePublishVoyage() {
  return useWrite(
    ({ voyageId, body }: { voyageId: string; body: TOpsVoyagePublish }) =>
      opsPost<{ created: number; skipped: number }>(`${PREFIX}/voyages/${voyageId}/publish`, body),
    [productAdminKeys.voyages(), productAdminKeys.sailings()],
  );
}

// ---- products and prices
export function useOpsProducts(query: TOpsProductQuery) {
  return useQuery({
    queryKey: productAdminKeys.productPage(query),
    queryFn: ({ signal }) => opsGet<TOpsProductPage>(`${PREFIX}/products`, { ...query }, signal),
    placeholderData: keepPreviousData,
  });
}
export function useSaveProduct() {
  return useWrite(
    ({ id, body, idempotencyKey }: { id?: string; body: TOpsProductCreate | TOpsProductUpdate; idempotencyKey?: string }) =>
      id ? opsPost<TOpsProduct>(`${PREFIX}/products/${id}`, body) : opsPost<TOpsProduct>(`${PREFIX}/products`, body, { idempotencyKey }),
    [productAdminKeys.products()],
  );
}
export function usePriceHistory(productId: string | undefined) {
  return useQuery({
    queryKey: productAdminKeys.priceHistory(productId ?? ''),
    queryFn: ({ signal }) => opsGet<TOpsPriceHistory>(`${PREFIX}/products/${productId}/prices`, undefined, signal),
    enabled: productId !== undefined,
  });
}
export function useChangePrice() {
  return useWrite(
    ({ productId, body }: { productId: string; body: TOpsPriceChange }) => opsPost<TOpsProduct>(`${PREFIX}/products/${productId}/prices`, body),
    [productAdminKeys.products()],
  );
}

// ---- promotions
export function useOpsPromotions(query: TOpsPromotionQuery) {
  return useQuery({
    queryKey: productAdminKeys.promotionPage(query),
    queryFn: ({ signal }) => opsGet<TOpsPromotionPage>(`${PREFIX}/promotions`, { ...query }, signal),
    placeholderData: keepPreviousData,
  });
}
export function useSavePromotion() {
  return useWrite(
    ({ id, body, idempotencyKey }: { id?: string; body: TOpsPromotionCreate | TOpsPromotionUpdate; idempotencyKey?: string }) =>
      id ? opsPost<TOpsPromotion>(`${PREFIX}/promotions/${id}`, body) : opsPost<TOpsPromotion>(`${PREFIX}/promotions`, body, { idempotencyKey }),
    [productAdminKeys.promotions()],
  );
}

// ---- inventory
export function useOpsSailings(query: TOpsSailingQuery) {
  return useQuery({
    queryKey: productAdminKeys.sailingPage(query),
    queryFn: ({ signal }) => opsGet<TOpsSailingPage>(`${PREFIX}/sailings`, { ...query }, signal),
    placeholderData: keepPreviousData,
  });
}
/** raise / lower are deltas: the change carries the Idempotency-Key the dialog keeps while its outcome is unknown. */
export function useChangeInventory() {
  return useWrite(
    ({ sailingId, body, idempotencyKey }: { sailingId: string; body: TOpsInventoryChange; idempotencyKey: string }) =>
      opsPost<TOpsSailing>(`${PREFIX}/sailings/${sailingId}/inventory`, body, { idempotencyKey }),
    [productAdminKeys.sailings()],
  );
}
export function useCloseSailing() {
  return useWrite(
    ({ sailingId, isClosed }: { sailingId: string; isClosed: boolean }) => opsPost<TOpsSailing>(`${PREFIX}/sailings/${sailingId}/close`, { isClosed }),
    [productAdminKeys.sailings()],
  );
}

/** Container types for the pickers: the portal's public base-data call (no customer login needed). */
export function useContainerTypeOptions() {
  return useQuery({
    queryKey: ['ops', 'product', 'container-types'] as const,
    queryFn: ({ signal }) => opsGet<TGetAllBdCntrTypeResponse>('web/domestic/customer/baseData/getAllBdCntrType', undefined, signal),
    staleTime: 10 * 60_000,
    select: (types) => types.map((type) => ({ value: type.cntrType, label: `${type.cntrType} ${type.cntrTypeCnnme}` })),
  });
}
