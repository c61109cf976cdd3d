import type { TEnterpriseInfo } from '@coastbook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../api/transport';
import { useSession } from '../../../session/session-store';

export const enterpriseInfoQueryKeys = {
  all: ['enterprise', 'info'] as const,
  of: (userId: string) => [...enterpriseInfoQueryKeys.all, userId] as const,
};

/** GET web/domestic/member/EpanCEnterpriseInfo/getEpanCEnterpriseInfo: the caller's enterprise (000 §3), null when none. */
export function getEnterpriseInfo(signal?: AbortSignal): Promise<TEnterpriseInfo | null> {
  return get<TEnterpriseInfo | null>('web/domestic/member/EpanCEnterpriseInfo/getEpanCEnterpriseInfo', undefined, signal ? { signal } : {});
}

export function useEnterpriseInfo() {
  const userId = useSession((session) => session.user?.userId);
  return useQuery(
    queryOptions({
      queryKey: enterpriseInfoQueryKeys.of(userId ?? ''),
      queryFn: ({ signal }) => getEnterpriseInfo(signal),
      enabled: userId !== undefined,
      staleTime: 0,
    }),
  );
}
