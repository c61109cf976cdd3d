import type { TOpsAccountDetail, TOpsAccountPage, TOpsAccountSearchQuery } from '@coastbook/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { opsKeys } from './ops-keys';
import { opsGet } from './ops-transport';

export function useAccountPage(query: TOpsAccountSearchQuery) {
  return useQuery({
    queryKey: opsKeys.accountPage(query),
    queryFn: ({ signal }) => opsGet<TOpsAccountPage>('ops/accounts', { ...query }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAccountDetail(userId: string) {
  return useQuery({
    queryKey: opsKeys.account(userId),
    queryFn: ({ signal }) => opsGet<TOpsAccountDetail>(`ops/accounts/${encodeURIComponent(userId)}`, undefined, signal),
  });
}
