import type { TRelationInfo } from '@coastbook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../api/transport';
import { useSession } from '../../../session/session-store';

export const relationQueryKeys = {
  all: ['enterprise', 'relation'] as const,
  of: (userId: string) => [...relationQueryKeys.all, userId] as const,
};

/** GET web/epanEntUserRelationReq/getRelationInfoByUserId: the caller's latest link request, null when none. */
export function getRelationInfo(signal?: AbortSignal): Promise<TRelationInfo | null> {
  return get<TRelationInfo | null>('web/epanEntUserRelationReq/getRelationInfoByUserId', undefined, signal ? { signal } : {});
}

export function useRelationInfo() {
  const userId = useSession((session) => session.user?.userId);
  return useQuery(
    queryOptions({
      queryKey: relationQueryKeys.of(userId ?? ''),
      queryFn: ({ signal }) => getRelationInfo(signal),
      enabled: userId !== undefined,
      staleTime: 0,
    }),
  );
}
