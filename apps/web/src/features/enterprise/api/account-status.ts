import type { TGetStatusResponse } from '@coastbook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../api/transport';
import { useSession } from '../../../session/session-store';

export const accountStatusQueryKeys = {
  all: ['enterprise', 'accountStatus'] as const,
  of: (userId: string) => [...accountStatusQueryKeys.all, userId] as const,
};

/** GET web/entUser/getStatus: the status inputs, the derived flags (deriveAccountFlags) and the card's badges (000 §3, §4.1). */
export function getAccountStatus(signal?: AbortSignal): Promise<TGetStatusResponse> {
  return get<TGetStatusResponse>('web/entUser/getStatus', undefined, signal ? { signal } : {});
}

export function getAccountStatusQueryOptions(userId: string) {
  return queryOptions({
    queryKey: accountStatusQueryKeys.of(userId),
    queryFn: ({ signal }) => getAccountStatus(signal),
    // Certification and link states change by someone else's hand (operator, main account): always re-read on open.
    staleTime: 0,
  });
}

/** The logged-in user's statuses; idle until the user is known. */
export function useAccountStatus() {
  const userId = useSession((session) => session.user?.userId);
  return useQuery({ ...getAccountStatusQueryOptions(userId ?? ''), enabled: userId !== undefined });
}
