import type { TOpsMasterRequestRecord, TOpsRefuseRequest } from '@coastbook/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { opsGet, opsPost } from '../api/ops-transport';

export interface MasterRequestQueuePage {
  records: TOpsMasterRequestRecord[];
  total: number;
  current: number;
  size: number;
}

const KEY = ['ops', 'master-requests'] as const;

/** GET /api/ops/master-requests: status W (customer service reviewing) by default, oldest first. */
export function useMasterRequestQueue(query: { status: string; current: number; size: number }) {
  return useQuery({
    queryKey: [...KEY, query],
    queryFn: ({ signal }) => opsGet<MasterRequestQueuePage>('ops/master-requests', { ...query }, signal),
    placeholderData: keepPreviousData,
  });
}

type Decision = { id: string; kind: 'approve' } | { id: string; kind: 'refuse'; body: TOpsRefuseRequest };

export function useDecideMasterRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) => opsPost<true>(`ops/master-requests/${encodeURIComponent(decision.id)}/${decision.kind}`, decision.kind === 'refuse' ? decision.body : undefined),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
