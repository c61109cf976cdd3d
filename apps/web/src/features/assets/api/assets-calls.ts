import type {
  TBalanceAccount,
  TCreateWithdrawalRequest,
  TCreditBalanceAccount,
  TDealDetailPage,
  TDealDetailQuery,
  TEnterpriseBankAccount,
  TInsertOfflinePayRequest,
  TOfflineRechargeRecordQuery,
  TOfflineTopupPage,
  TOfflineTopupRecord,
  TOnlineRechargeRequest,
  TQrPayment,
  TRefundRecordPage,
  TRefundRecordQuery,
  TWithdrawalRecord,
} from '@coastbook/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { idempotent } from '../../../api/idempotency';
import { postJson } from '../../../api/transport';

/** 001 §7 "Assets": /api/web/domestic/member/assets/<call>, all POST with a JSON body. */
export const ASSETS = 'web/domestic/member/assets';

export const assetsQueryKeys = {
  all: ['assets'] as const,
  balance: () => [...assetsQueryKeys.all, 'balance'] as const,
  credit: () => [...assetsQueryKeys.all, 'credit'] as const,
  deals: (query: Partial<TDealDetailQuery>) => [...assetsQueryKeys.all, 'deals', query] as const,
  offline: (query: Partial<TOfflineRechargeRecordQuery>) => [...assetsQueryKeys.all, 'offline', query] as const,
  refunds: (query: Partial<TRefundRecordQuery>) => [...assetsQueryKeys.all, 'refunds', query] as const,
  bank: () => [...assetsQueryKeys.all, 'bank'] as const,
};

/** Money moves on other pages (payments, QR top-ups, finance decisions): balances and records are always re-read. */
const FRESH = { staleTime: 0 } as const;

const call = <T>(name: string, body: unknown = {}, signal?: AbortSignal) => postJson<T>(`${ASSETS}/${name}`, body, signal ? { signal } : {});

export function useBalanceAccount() {
  return useQuery(queryOptions({ queryKey: assetsQueryKeys.balance(), queryFn: ({ signal }) => call<TBalanceAccount>('getBalanceAccount', {}, signal), ...FRESH }));
}

export function useCreditBalanceAccount() {
  return useQuery(queryOptions({ queryKey: assetsQueryKeys.credit(), queryFn: ({ signal }) => call<TCreditBalanceAccount>('getCreditBalanceAccount', {}, signal), ...FRESH }));
}

/** The ledger; `enabled` false while the caller is known to lack the right (a sub-account without user_pre_deposit). */
export function useDealDetail(query: Partial<TDealDetailQuery>, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: assetsQueryKeys.deals(query),
      enabled,
      queryFn: ({ signal }) => call<TDealDetailPage>('findAccountDealDetail', query, signal),
      placeholderData: keepPreviousData,
      ...FRESH,
    }),
  );
}

export function useOfflineRecords(query: Partial<TOfflineRechargeRecordQuery>) {
  return useQuery(
    queryOptions({
      queryKey: assetsQueryKeys.offline(query),
      queryFn: ({ signal }) => call<TOfflineTopupPage>('offlineRechargeRecord', query, signal),
      placeholderData: keepPreviousData,
      ...FRESH,
    }),
  );
}

export function useRefundRecords(query: Partial<TRefundRecordQuery>) {
  return useQuery(
    queryOptions({
      queryKey: assetsQueryKeys.refunds(query),
      queryFn: ({ signal }) => call<TRefundRecordPage>('getRefundRecord', query, signal),
      placeholderData: keepPreviousData,
      ...FRESH,
    }),
  );
}

/** The verified bank account withdrawals go to; refused (7403) while the bank information is not verified. */
export function useEnterpriseBankAccount() {
  return useQuery(
    queryOptions({ queryKey: assetsQueryKeys.bank(), queryFn: ({ signal }) => call<TEnterpriseBankAccount>('getEnterpriseBankAccount', {}, signal), retry: false }),
  );
}

// ---- money-moving calls: each takes the key of the user's action (Idempotency-Key) ----

export const requestOnlineRecharge = (request: TOnlineRechargeRequest, idempotencyKey: string) =>
  postJson<TQrPayment>(`${ASSETS}/requestOnlineRecharge`, request, idempotent(idempotencyKey));

export const insertOfflinePay = (request: TInsertOfflinePayRequest, idempotencyKey: string) =>
  postJson<TOfflineTopupRecord>(`${ASSETS}/insertOfflinePay`, request, idempotent(idempotencyKey));

export const createWithdrawal = (request: TCreateWithdrawalRequest, idempotencyKey: string) =>
  postJson<TWithdrawalRecord>(`${ASSETS}/createWithdrawalReq`, request, idempotent(idempotencyKey));

export const cancelWithdrawal = (id: string, idempotencyKey: string) =>
  postJson<TWithdrawalRecord>(`${ASSETS}/cancelRefund`, { id }, idempotent(idempotencyKey));

