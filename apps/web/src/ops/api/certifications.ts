import type {
  TCertificationQueueRecord,
  TOpsApproveRequest,
  TOpsCertificationDetail,
  TOpsCertificationPage,
  TOpsCertificationQueueQuery,
  TOpsRefuseRequest,
} from '@coastbook/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { opsKeys } from './ops-keys';
import { opsGet, opsPost } from './ops-transport';

export function findCertifications(query: TOpsCertificationQueueQuery, signal?: AbortSignal): Promise<TOpsCertificationPage> {
  return opsGet<TOpsCertificationPage>('ops/certifications', { ...query }, signal);
}

export function useCertificationPage(query: TOpsCertificationQueueQuery, enabled = true) {
  return useQuery({
    queryKey: opsKeys.certificationPage(query),
    queryFn: ({ signal }) => findCertifications(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useCertificationDetail(id: string | undefined) {
  return useQuery({
    queryKey: opsKeys.certification(id ?? ''),
    queryFn: ({ signal }) => opsGet<TOpsCertificationDetail>(`ops/certifications/${encodeURIComponent(id ?? '')}`, undefined, signal),
    enabled: id !== undefined,
  });
}

type Decision = { id: string; kind: 'approve'; body: TOpsApproveRequest } | { id: string; kind: 'refuse'; body: TOpsRefuseRequest };

/** Approve or refuse a request; the queues (and the request's detail) are reloaded after either. */
export function useDecideCertification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) =>
      opsPost<TCertificationQueueRecord>(`ops/certifications/${encodeURIComponent(decision.id)}/${decision.kind}`, decision.body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: opsKeys.certifications() }),
  });
}
