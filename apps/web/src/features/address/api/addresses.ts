import type { TAddUserAddressRequest, TCheckAddressLabelRequest, TUpdateUserAddressRequest, TUserAddress, TUserAddressListQuery, TUserAddressPage } from '@coastbook/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get, postJson } from '../../../api/transport';

const BASE = 'web/entUserAddress';

export const addressQueryKeys = {
  all: ['address'] as const,
  list: (query: Partial<TUserAddressListQuery>) => [...addressQueryKeys.all, 'list', query] as const,
};

/** GET list: paged, default entries first, by type and keyword. */
export function getAddresses(query: Partial<TUserAddressListQuery>, signal?: AbortSignal): Promise<TUserAddressPage> {
  return get<TUserAddressPage>(`${BASE}/list`, query, signal ? { signal } : {});
}

export function useAddresses(query: Partial<TUserAddressListQuery>) {
  return useQuery(
    queryOptions({ queryKey: addressQueryKeys.list(query), queryFn: ({ signal }) => getAddresses(query, signal), placeholderData: keepPreviousData, staleTime: 0 }),
  );
}

export function addAddress(request: TAddUserAddressRequest): Promise<TUserAddress> {
  return postJson<TUserAddress>(`${BASE}/addUserAddress`, request);
}

export function updateAddress(request: TUpdateUserAddressRequest): Promise<TUserAddress> {
  return postJson<TUserAddress>(`${BASE}/updateUserAddress`, request);
}

export function deleteAddress(addressId: string): Promise<true> {
  return postJson<true>(`${BASE}/deleteAddress`, { addressId });
}

/** POST checkAddressLabelExist: resolves when the label is free for the type; refusal '标签已存在' when taken. */
export function checkAddressLabelExist(request: TCheckAddressLabelRequest): Promise<false> {
  return postJson<false>(`${BASE}/checkAddressLabelExist`, request);
}
