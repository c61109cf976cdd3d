import type { TCertificationRequestView } from '@coastbook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '../../../session/session-store';
import { findLatestCertification } from './certification';

export const refusedCertificationQueryKeys = {
  all: ['enterprise', 'refusedCertification'] as const,
  of: (userId: string, isEntAuth: boolean) => [...refusedCertificationQueryKeys.all, userId, isEntAuth] as const,
};

/**
 * The caller's newest customer certification when it was refused or cancelled (null otherwise): what
 * the resubmission shows (the reason) and prefills (the form, the files). `isEntAuth` false reads the
 * personal request, true the enterprise / trailer one.
 */
export function useRefusedCertification(options: { enabled: boolean; isEntAuth: boolean }) {
  const userId = useSession((session) => session.user?.userId);
  return useQuery(
    queryOptions({
      queryKey: refusedCertificationQueryKeys.of(userId ?? '', options.isEntAuth),
      queryFn: async (): Promise<TCertificationRequestView | null> => {
        const latest = await findLatestCertification(options.isEntAuth);
        return latest && (latest.status === 'Refuse' || latest.status === 'Cancel') ? latest : null;
      },
      enabled: options.enabled && userId !== undefined,
      staleTime: 0,
    }),
  );
}
