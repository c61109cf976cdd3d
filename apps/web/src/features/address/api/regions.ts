import type { TRegion, TRegionChain, TUserAddress } from '@coastbook/contracts';
import { get } from '../../../api/transport';

/** GET web/product/cities/getCities: the children of a region (provinces without a parent). */
export function getCities(parentUuid?: string): Promise<TRegion[]> {
  return get<TRegion[]>('web/product/cities/getCities', parentUuid ? { parentUuid } : undefined);
}

/** GET web/baseData/queryAddressCityLevel: province → … → the region with this code. */
export function queryAddressCityLevel(code: string): Promise<TRegionChain> {
  return get<TRegionChain>('web/baseData/queryAddressCityLevel', { code });
}

/** GET web/baseData/queryCitiesByDetailAddress: the regions a free-text address names. */
export function queryCitiesByDetailAddress(detailAddress: string): Promise<TRegionChain> {
  return get<TRegionChain>('web/baseData/queryCitiesByDetailAddress', { detailAddress });
}

/** GET entUserAddress/common/list: the most used loading (L) or delivery (D) door addresses. */
export function getCommonAddresses(addressType: 'L' | 'D'): Promise<TUserAddress[]> {
  return get<TUserAddress[]>('web/entUserAddress/common/list', { addressType });
}
