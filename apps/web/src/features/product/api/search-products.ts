import type {
  TGetProductByIdResponse,
  TProductOffer,
  TProductSearchRequest,
  TProductSearchResponse,
  TValidateCargoRequest,
  TValidateCargoResponse,
} from '@coastbook/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get, postJson } from '../../../api/transport';
import type { CalendarSailing } from '../lib/sailing-calendar';
import { lowestNetPriceFen, type SailingView } from '../lib/sailing-view';
import type { ProductSearchState } from '../lib/search-params';

export const productQueryKeys = {
  all: ['product'] as const,
  search: (request: TProductSearchRequest) => [...productQueryKeys.all, 'search', request] as const,
  calendar: (request: TProductSearchRequest) => [...productQueryKeys.all, 'calendar', request] as const,
  offer: (productId: string) => [...productQueryKeys.all, 'offer', productId] as const,
};

/** The wire offer → what the pages show (lib/sailing-view.ts). */
export function toSailingView(offer: TProductOffer): SailingView {
  const railOrigin = offer.origTrainFacilityCnnme;
  return {
    productId: offer.productId,
    productType: offer.productType,
    carrier: offer.carrier,
    fpolCde: offer.fpolCde,
    fpolCnnme: offer.fpolCnnme,
    lpodCde: offer.lpodCde,
    lpodCnnme: offer.lpodCnnme,
    origFacilityCde: offer.origTrainFacilityCde ?? offer.origFacilityCde,
    origFacilityCnnme: railOrigin ?? offer.origFacilityCnnme,
    origIsRail: railOrigin !== null,
    destFacilityCnnme: offer.destTrainFacilityCnnme ?? offer.destFacilityCnnme,
    vslCnnme: offer.vslCnnme,
    vslEnnme: offer.vslEnnme,
    voyage: offer.voyage,
    svcLoop: offer.svcLoop,
    etd: offer.etd,
    eta: offer.eta,
    transitDays: offer.transitDays,
    cargoTypeCde: offer.cargoTypeCde,
    committedVolume: offer.committedVolume,
    maxOrderQuantity: offer.maxOrderQuantity,
    orderable: offer.canOrder,
    containers: offer.containerData.map((container) => ({
      cntrType: container.cntrType,
      containerPrice: container.containerPrice,
      ylbPromotionPrice: container.ylbPromotionPrice > 0 ? container.ylbPromotionPrice : null,
      // Only the promotions counted in the price are shown as tags next to it.
      promotions: container.promotions
        .filter((promotion) => promotion.applied)
        .map((promotion) => ({ chargeType: promotion.chargeType, title: promotion.title, amountFen: promotion.amount })),
      availableInventory: container.availableInventory,
      isClosed: container.isClosed,
      conflictMessage: null,
    })),
  };
}

export interface ProductSearchInput extends ProductSearchState {
  productType: number | undefined;
  /** Narrow the list to one ETD day (week view), YYYY-MM-DD. */
  day: string | undefined;
}

export function toSearchRequest(input: ProductSearchInput): TProductSearchRequest {
  return {
    ...(input.fpolCde ? { fpolCde: input.fpolCde } : {}),
    ...(input.lpodCde ? { lpodCde: input.lpodCde } : {}),
    etdStart: input.day ?? input.etdFrom,
    etdEnd: input.day ?? input.etdTo,
    ...(input.cntrType ? { cntrType: input.cntrType } : {}),
    ...(input.carrier ? { carrier: input.carrier } : {}),
    ...(input.productType !== undefined ? { searchProductType: input.productType } : {}),
    sortBy: input.sort,
    sortOrder: 'asc',
    current: input.current,
    size: input.size,
  };
}

/** POST web/product/search (public): one page of bookable sailings. */
export async function searchProducts(request: TProductSearchRequest, signal?: AbortSignal) {
  const page = await postJson<TProductSearchResponse>('web/product/search', request, signal ? { signal } : {});
  return { ...page, records: page.records.map(toSailingView) };
}

export function useProductSearch(input: ProductSearchInput | null) {
  const request = input === null ? null : toSearchRequest(input);
  return useQuery({
    queryKey: productQueryKeys.search(request ?? {}),
    queryFn: ({ signal }) => searchProducts(request ?? {}, signal),
    enabled: request !== null,
    // Paging and sorting keep the old page on screen until the new one arrives.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** The API's largest page: the week view asks for every sailing of the range in one page. */
const CALENDAR_PAGE_SIZE = 100;

export function useSailingCalendar(input: Omit<ProductSearchInput, 'sort' | 'current' | 'size' | 'day'> | null) {
  const request =
    input === null ? null : toSearchRequest({ ...input, sort: 'etd', current: 1, size: CALENDAR_PAGE_SIZE, day: undefined });
  return useQuery({
    queryKey: productQueryKeys.calendar(request ?? {}),
    queryFn: async ({ signal }): Promise<CalendarSailing[]> => {
      const page = await searchProducts(request ?? {}, signal);
      return page.records.map((sailing) => ({ etd: sailing.etd, lowestFen: lowestNetPriceFen(sailing) }));
    },
    enabled: request !== null,
    staleTime: 30_000,
  });
}

/**
 * GET web/product/getProductById (public): the selected sailing with current prices and inventory.
 * reefer and openTop ask for those types too, so the box offers every type the result list showed.
 */
export async function getProductById(productId: string, signal?: AbortSignal): Promise<SailingView> {
  const query = { productId, reefer: 'true', openTop: 'true' };
  const offer = await get<TGetProductByIdResponse>('web/product/getProductById', query, signal ? { signal } : {});
  return toSailingView(offer);
}

export function getProductByIdQueryOptions(productId: string) {
  return queryOptions({
    queryKey: productQueryKeys.offer(productId),
    queryFn: ({ signal }) => getProductById(productId, signal),
    // Inventory moves with other customers' orders: re-read every time the box opens a sailing.
    staleTime: 0,
  });
}

export function useSelectedSailing(productId: string | undefined) {
  return useQuery({ ...getProductByIdQueryOptions(productId ?? ''), enabled: productId !== undefined });
}

/**
 * POST web/domestic/order/cargo/validateCargo (logged in): may this sailing be ordered? The shopping
 * box has no commodity yet: a general product is sent as the "common" selection (cargoType 0, no
 * codes), which the server lets through (001 §3, §5); a special line (liquid bag) is sent with its
 * cargo type so the server checks it. The commodity itself is checked on the booking page. 001 §5:
 * no answer data counts as not orderable.
 */
export async function validateCargo(sailing: SailingView, cntrType: string): Promise<{ canOrder: boolean; reason: string }> {
  const request: TValidateCargoRequest = {
    productId: sailing.productId,
    cntrType,
    ...(sailing.cargoTypeCde === null ? { cargoType: 0 } : { cgoTypeCde: sailing.cargoTypeCde }),
    productInfo: {
      svcLoop: sailing.svcLoop,
      fpolCde: sailing.fpolCde,
      lpodCde: sailing.lpodCde,
      carrier: sailing.carrier,
      ...(sailing.origIsRail ? { origTrainFacilityCde: sailing.origFacilityCde } : { origFacilityCde: sailing.origFacilityCde }),
    },
  };
  const answer = await postJson<TValidateCargoResponse | null>('web/domestic/order/cargo/validateCargo', request);
  if (answer === null || answer === undefined) return { canOrder: false, reason: '' };
  return { canOrder: answer.canOrder, reason: answer.reason ?? '' };
}
