import type { TCargoBriefDescDTO, TGetInsuranceChargeItemResponse, TRegionChain, TSearchCargoTypeCdeByCargoCnnmeResponse, TUserAddress } from '@coastbook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get, postJson, postQuery } from '../../../api/transport';

/** The booking form's pick lists: commodities, insurance kinds, address-book parties and door addresses. */

export const bookingOptionKeys = {
  cargo: (productId: string, keyword: string) => ['order', 'cargo', productId, keyword] as const,
  insurance: ['order', 'insurance'] as const,
  addresses: (addressType: string) => ['order', 'addresses', addressType] as const,
};

/** POST web/domestic/order/cargo/findCargoBriefDescDTO: commodities by name with the product's decision. */
export function findCargoBriefDesc(productId: string, keyword: string, signal?: AbortSignal): Promise<TCargoBriefDescDTO[]> {
  return postJson<TCargoBriefDescDTO[]>('web/domestic/order/cargo/findCargoBriefDescDTO', { productId, cgoBriefDescCnnme: keyword }, signal ? { signal } : {});
}

/**
 * POST web/domestic/order/cargo/searchCargoTypeCdeByCargoCnnme: commodities by name without the
 * product's decision — the fallback when findCargoBriefDescDTO fails (the submission checks the cargo
 * against the product again, so nothing unbookable gets through).
 */
export async function searchCargoByName(keyword: string, signal?: AbortSignal): Promise<TCargoBriefDescDTO[]> {
  if (keyword === '') return [];
  const found = await postQuery<TSearchCargoTypeCdeByCargoCnnmeResponse>('web/domestic/order/cargo/searchCargoTypeCdeByCargoCnnme', { cgoBriefDescCnnme: keyword }, signal ? { signal } : {});
  return found.map((item) => ({ ...item, canOrder: true, reason: null }));
}

export function useCargoBriefDesc(productId: string | undefined, keyword: string) {
  return useQuery(
    queryOptions({
      queryKey: bookingOptionKeys.cargo(productId ?? '', keyword),
      queryFn: ({ signal }) => findCargoBriefDesc(productId ?? '', keyword, signal).catch(() => searchCargoByName(keyword, signal)),
      enabled: productId !== undefined,
      staleTime: 60_000,
    }),
  );
}

/** GET web/domestic/customer/baseData/getInsuranceChargeItem: the insurance kinds and their rates. */
export function useInsuranceChargeItems() {
  return useQuery(
    queryOptions({
      queryKey: bookingOptionKeys.insurance,
      queryFn: ({ signal }) => get<TGetInsuranceChargeItemResponse>('web/domestic/customer/baseData/getInsuranceChargeItem', undefined, { signal }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}

/** GET web/domestic/member/assets/getUserAddress: the order form's picker of one address type, default first. */
export function useOrderAddresses(addressType: 'S' | 'C' | 'N' | 'B' | 'L' | 'D') {
  return useQuery(
    queryOptions({
      queryKey: bookingOptionKeys.addresses(addressType),
      queryFn: ({ signal }) => get<TUserAddress[]>('web/domestic/member/assets/getUserAddress', { addressType }, { signal }),
      staleTime: 30_000,
    }),
  );
}

/** GET web/baseData/queryCitiesByDetailAddress: the region chain a picked door address names. */
export function queryRegionsOfAddress(detailAddress: string): Promise<TRegionChain> {
  return get<TRegionChain>('web/baseData/queryCitiesByDetailAddress', { detailAddress });
}
