import type { TOpsAuditPage, TOpsAuditQuery } from '@coastbook/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { opsKeys } from './ops-keys';
import { opsGet } from './ops-transport';

export function useAuditPage(query: TOpsAuditQuery) {
  return useQuery({
    queryKey: opsKeys.auditPage(query),
    queryFn: ({ signal }) => opsGet<TOpsAuditPage>('ops/audit', { ...query }, signal),
    placeholderData: keepPreviousData,
  });
}
