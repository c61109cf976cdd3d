import { describe, expect, it } from 'vitest';
import { applyLedgerMovement, creditAvailableFen, ledgerMatchesBalances, maskBankAccountNo } from './prepaid-ledger';

const account = { balanceFen: 10_000, creditLimitFen: 5_000, creditUsedFen: 1_000 };

describe('applyLedgerMovement', () => {
  it('moves the balance by the signed amount', () => {
    expect(applyLedgerMovement(account, { kind: 'ORDER_PAY', amountFen: -2_500 })).toEqual({ ok: true, balances: { ...account, balanceFen: 7_500 } });
    expect(applyLedgerMovement(account, { kind: 'TOPUP_OFFLINE', amountFen: 1 })).toEqual({ ok: true, balances: { ...account, balanceFen: 10_001 } });
  });

  it('never lets the balance go below zero, but allows spending it all', () => {
    expect(applyLedgerMovement(account, { kind: 'ORDER_PAY', amountFen: -10_001 })).toEqual({ ok: false, refusal: 'INSUFFICIENT_BALANCE' });
    expect(applyLedgerMovement(account, { kind: 'WITHDRAWAL', amountFen: -10_000 })).toMatchObject({ ok: true, balances: { balanceFen: 0 } });
  });

  it('keeps the credit used within the line and never below zero', () => {
    expect(applyLedgerMovement(account, { kind: 'CREDIT_PAY', amountFen: 0, creditFen: 4_000 })).toMatchObject({ ok: true, balances: { creditUsedFen: 5_000 } });
    expect(applyLedgerMovement(account, { kind: 'CREDIT_PAY', amountFen: 0, creditFen: 4_001 })).toEqual({ ok: false, refusal: 'INSUFFICIENT_CREDIT' });
    expect(applyLedgerMovement(account, { kind: 'BLANK_NOTE_REDEEM', amountFen: -1_000, creditFen: -1_000 })).toMatchObject({ ok: true, balances: { balanceFen: 9_000, creditUsedFen: 0 } });
    expect(applyLedgerMovement(account, { kind: 'REFUND', amountFen: 0, creditFen: -1_001 })).toEqual({ ok: false, refusal: 'CREDIT_OVER_REPAID' });
  });

  it('refuses fractions of a fen instead of rounding them', () => {
    expect(applyLedgerMovement(account, { kind: 'ORDER_PAY', amountFen: -0.5 })).toEqual({ ok: false, refusal: 'NOT_WHOLE_FEN' });
  });
});

describe('ledger invariant', () => {
  it('holds when the rows add up to the cached balances', () => {
    const rows = [
      { amountFen: 10_000, creditFen: 0 },
      { amountFen: -2_500, creditFen: 0 },
      { amountFen: 0, creditFen: 700 },
    ];
    expect(ledgerMatchesBalances(rows, { balanceFen: 7_500, creditUsedFen: 700 })).toBe(true);
    expect(ledgerMatchesBalances(rows, { balanceFen: 7_501, creditUsedFen: 700 })).toBe(false);
    expect(ledgerMatchesBalances([], { balanceFen: 0, creditUsedFen: 0 })).toBe(true);
  });

  it('gives the credit still available, never negative', () => {
    expect(creditAvailableFen(account)).toBe(4_000);
    expect(creditAvailableFen({ creditLimitFen: 0, creditUsedFen: 0 })).toBe(0);
  });
});

describe('maskBankAccountNo', () => {
  it('shows only the last four digits, like the operator console', () => {
    expect(maskBankAccountNo('3100152031305001234')).toBe('**** **** **** 1234');
    expect(maskBankAccountNo(null)).toBeNull();
  });
});
