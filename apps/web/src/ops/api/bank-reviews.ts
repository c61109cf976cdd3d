import type { TBankReviewRecord, TOpsBankReviewPage, TOpsRefuseRequest, TPageRequest } from '@coastbook/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { opsKeys } from './ops-keys';
import { opsGet, opsPost } from './ops-transport';

export function useBankReviewPage(query: TPageRequest, enabled = true) {
  return useQuery({
    queryKey: opsKeys.bankReviewPage(query),
    queryFn: ({ signal }) => opsGet<TOpsBankReviewPage>('ops/bank-reviews', { ...query }, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

type Decision = { enterpriseId: string; kind: 'approve' } | { enterpriseId: string; kind: 'refuse'; body: TOpsRefuseRequest };

export function useDecideBankInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) =>
      opsPost<TBankReviewRecord>(
        `ops/bank-reviews/${encodeURIComponent(decision.enterpriseId)}/${decision.kind}`,
        decision.kind === 'refuse' ? decision.body : undefined,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: opsKeys.bankReviews() }),
  });
}
