import type { LedgerKind } from './assets-constants';

/** The balances of a prepaid account that a ledger row changes. */
export interface PrepaidBalances {
  balanceFen: number;
  creditLimitFen: number;
  creditUsedFen: number;
}

/** One movement: signed change of the cash balance and of the credit used. */
export interface LedgerMovement {
  kind: LedgerKind;
  amountFen: number;
  creditFen?: number;
}

export type LedgerRefusal = 'INSUFFICIENT_BALANCE' | 'INSUFFICIENT_CREDIT' | 'CREDIT_OVER_REPAID' | 'NOT_WHOLE_FEN';

/**
 * Applies a movement to the balances, or names why it cannot be applied: the cash balance never goes
 * below zero, the credit used never above the limit nor below zero, amounts are whole fen. Pure, so the
 * service that locks the account row and the unit tests share one rule.
 */
export function applyLedgerMovement(
  balances: PrepaidBalances,
  movement: LedgerMovement,
): { ok: true; balances: PrepaidBalances } | { ok: false; refusal: LedgerRefusal } {
  const creditFen = movement.creditFen ?? 0;
  if (!Number.isSafeInteger(movement.amountFen) || !Number.isSafeInteger(creditFen)) return { ok: false, refusal: 'NOT_WHOLE_FEN' };
  const balanceFen = balances.balanceFen + movement.amountFen;
  if (balanceFen < 0) return { ok: false, refusal: 'INSUFFICIENT_BALANCE' };
  const creditUsedFen = balances.creditUsedFen + creditFen;
  if (creditFen > 0 && creditUsedFen > balances.creditLimitFen) return { ok: false, refusal: 'INSUFFICIENT_CREDIT' };
  if (creditUsedFen < 0) return { ok: false, refusal: 'CREDIT_OVER_REPAID' };
  return { ok: true, balances: { ...balances, balanceFen, creditUsedFen } };
}

/** Credit still available on the freight-loan line. */
export function creditAvailableFen(balances: Pick<PrepaidBalances, 'creditLimitFen' | 'creditUsedFen'>): number {
  return Math.max(0, balances.creditLimitFen - balances.creditUsedFen);
}

/** True when the ledger rows add up to the account's balances (the invariant the tests check after every money call). */
export function ledgerMatchesBalances(rows: ReadonlyArray<{ amountFen: number; creditFen: number }>, balances: Pick<PrepaidBalances, 'balanceFen' | 'creditUsedFen'>): boolean {
  const cash = rows.reduce((sum, row) => sum + row.amountFen, 0);
  const credit = rows.reduce((sum, row) => sum + row.creditFen, 0);
  return cash === balances.balanceFen && credit === balances.creditUsedFen;
}

/** A bank account number as a customer or operator sees it by default: the last four digits only. */
export function maskBankAccountNo(accountNo: string | null | undefined): string | null {
  if (!accountNo) return null;
  // Same shape as the operator console's bank review ('**** **** **** 1234').
  return `**** **** **** ${accountNo.replace(/\s/g, '').slice(-4)}`;
}
