import type { TOpsRefuseRequest, TOpsUnsubscribePage, TUnsubscribeRequest } from '@coastbook/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { opsGet, opsPost } from '../api/ops-transport';

const KEY = ['ops', 'unsubscribe-requests'] as const;

/** GET /api/ops/unsubscribe-requests: waiting (W) by default, oldest first. */
export function useUnsubscribeQueue(query: { status: string; current: number; size: number }) {
  return useQuery({
    queryKey: [...KEY, query],
    queryFn: ({ signal }) => opsGet<TOpsUnsubscribePage>('ops/unsubscribe-requests', { ...query }, signal),
    placeholderData: keepPreviousData,
  });
}

type Decision = { id: string; kind: 'approve' } | { id: string; kind: 'refuse'; body: TOpsRefuseRequest };

export function useDecideUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) =>
      opsPost<TUnsubscribeRequest>(`ops/unsubscribe-requests/${encodeURIComponent(decision.id)}/${decision.kind}`, decision.kind === 'refuse' ? decision.body : undefined),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
