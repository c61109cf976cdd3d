import type {
  TOpsFinanceRejectRequest,
  TOpsOfflineTopup,
  TOpsOfflineTopupPage,
  TOpsOfflineTopupQuery,
  TOpsRevealWithdrawalAccount,
  TOpsWithdrawal,
  TOpsWithdrawalPage,
  TOpsWithdrawalQuery,
} from '@coastbook/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { opsKeys } from './ops-keys';
import { opsGet, opsPost } from './ops-transport';

/** The console's finance calls (/api/ops/finance): offline top-up confirmation and withdrawal approval. */

export const financeKeys = {
  all: () => [...opsKeys.all, 'finance'] as const,
  offlineTopups: (query: object) => [...opsKeys.all, 'finance', 'offline-topups', query] as const,
  withdrawals: (query: object) => [...opsKeys.all, 'finance', 'withdrawals', query] as const,
};

function definedOnly<T extends object>(query: T): Record<string, string | number> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string | number>;
}

export function useOfflineTopupPage(query: TOpsOfflineTopupQuery) {
  return useQuery({
    queryKey: financeKeys.offlineTopups(query),
    queryFn: ({ signal }) => opsGet<TOpsOfflineTopupPage>('ops/finance/offline-topups', definedOnly(query), signal),
    placeholderData: keepPreviousData,
  });
}

export function useWithdrawalPage(query: TOpsWithdrawalQuery) {
  return useQuery({
    queryKey: financeKeys.withdrawals(query),
    queryFn: ({ signal }) => opsGet<TOpsWithdrawalPage>('ops/finance/withdrawals', definedOnly(query), signal),
    placeholderData: keepPreviousData,
  });
}

export type FinanceDecision = { id: string; kind: 'approve' } | { id: string; kind: 'reject'; body: TOpsFinanceRejectRequest };
/** A decision as sent: with the Idempotency-Key the page keeps while its outcome is unknown (useMoneyAction). */
export type KeyedFinanceDecision = FinanceDecision & { idempotencyKey: string };

export function useDecideOfflineTopup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: KeyedFinanceDecision) =>
      opsPost<TOpsOfflineTopup>(
        `ops/finance/offline-topups/${encodeURIComponent(decision.id)}/${decision.kind === 'approve' ? 'confirm' : 'reject'}`,
        decision.kind === 'reject' ? decision.body : {},
        { idempotencyKey: decision.idempotencyKey },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: financeKeys.all() }),
  });
}

export function useDecideWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: KeyedFinanceDecision) =>
      opsPost<TOpsWithdrawal>(`ops/finance/withdrawals/${encodeURIComponent(decision.id)}/${decision.kind}`, decision.kind === 'reject' ? decision.body : {}, {
        idempotencyKey: decision.idempotencyKey,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: financeKeys.all() }),
  });
}

/** The full payee account number (each reveal is audited by the server). */
export function revealWithdrawalAccount(id: string): Promise<TOpsRevealWithdrawalAccount> {
  return opsGet<TOpsRevealWithdrawalAccount>(`ops/finance/withdrawals/${encodeURIComponent(id)}/bank-account`);
}
