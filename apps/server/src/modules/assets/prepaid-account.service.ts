import type { TEntAuthority } from '@coastbook/contracts';
import { AppError, applyLedgerMovement, type LedgerKind, type PrepaidOwnerKind, type SubUserRight } from '@coastbook/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { userAccount } from '../auth';
import { enterprise, findEntAuthority } from '../enterprise';
import { blankNote, blankNoteOrder, prepaidAccount, prepaidLedger } from './assets.tables';
import { paymentRequest, paymentRequestOrder } from './payment-request.tables';

export type PrepaidAccountRow = typeof prepaidAccount.$inferSelect;

/** Whose prepaid account: the enterprise of a member (main M or linked sub S), otherwise the user's own. */
export interface PrepaidOwner {
  ownerKind: PrepaidOwnerKind;
  ownerId: string;
}

/** A user's owner and standing: what may this user do with the shared account. */
export interface PrepaidStanding extends PrepaidOwner {
  userId: string;
  userType: string;
  isSubAccount: boolean;
  rights: readonly string[];
}

/** The owner of an order's money (ORDER-SERVER passes order.enterprise_id and user_id). */
export function ownerFromOrder(owner: { enterpriseId: string | null; userId: string }): PrepaidOwner {
  return owner.enterpriseId ? { ownerKind: 'enterprise', ownerId: owner.enterpriseId } : { ownerKind: 'user', ownerId: owner.userId };
}

/** The account owner of a user and the user's rights on it (findEntAuthority: sub-accounts carry user_pay / user_pre_deposit). */
export async function prepaidAccountOwnerOf({ db, userId }: { db: DbOrTx; userId: string }): Promise<PrepaidStanding> {
  return prepaidStandingFrom(await findEntAuthority({ db, userId }));
}

export function prepaidStandingFrom(authority: TEntAuthority): PrepaidStanding {
  // Same rule as orders: only members share the enterprise's money; an applicant's pending record does not.
  const isMember = (authority.userType === 'M' || authority.userType === 'S') && authority.enterpriseId !== null;
  return {
    ...(isMember ? { ownerKind: 'enterprise' as const, ownerId: authority.enterpriseId! } : { ownerKind: 'user' as const, ownerId: authority.userId }),
    userId: authority.userId,
    userType: authority.userType,
    isSubAccount: authority.userType === 'S',
    rights: authority.rights,
  };
}

/** A sub-account needs the right; main accounts and persons hold every right on their own account. */
export function holdsRight(standing: PrepaidStanding, right: SubUserRight): boolean {
  return !standing.isSubAccount || standing.rights.includes(right);
}

/** The account row, or undefined when the owner never had one (balance 0). */
export async function findPrepaidAccount(db: DbOrTx, owner: PrepaidOwner): Promise<PrepaidAccountRow | undefined> {
  const [row] = await db.select().from(prepaidAccount).where(eq(prepaidAccount.ownerId, owner.ownerId));
  return row;
}

/** The owner's account, opened on first use, locked FOR UPDATE until the caller's transaction ends. */
export async function lockPrepaidAccount(tx: DbOrTx, owner: PrepaidOwner): Promise<PrepaidAccountRow> {
  await tx.insert(prepaidAccount).values({ ownerKind: owner.ownerKind, ownerId: owner.ownerId }).onConflictDoNothing();
  const [row] = await tx.select().from(prepaidAccount).where(eq(prepaidAccount.ownerId, owner.ownerId)).for('update');
  return row!;
}

/** Locks an account by id (operator decisions). */
export async function lockPrepaidAccountById(tx: DbOrTx, accountId: string): Promise<PrepaidAccountRow | undefined> {
  const [row] = await tx.select().from(prepaidAccount).where(eq(prepaidAccount.id, accountId)).for('update');
  return row;
}

export interface LedgerEntry {
  kind: LedgerKind;
  /** Signed change of the cash balance. */
  amountFen: number;
  /** Signed change of the credit used. */
  creditFen?: number;
  businessId?: string | null;
  businessNo?: string | null;
  remark?: string | null;
  idempotencyKey?: string | null;
  createdBy: string;
}

/**
 * THE one way money moves: on an account row the caller has locked, applies the movement (never below
 * zero, never over the credit line), writes the ledger row and the new cached balances together.
 */
export async function postLedgerEntry(tx: DbOrTx, account: PrepaidAccountRow, entry: LedgerEntry): Promise<PrepaidAccountRow> {
  const applied = applyLedgerMovement(account, entry);
  if (!applied.ok) {
    if (applied.refusal === 'INSUFFICIENT_BALANCE') throw new AppError('PAYMENT_BALANCE_INSUFFICIENT');
    if (applied.refusal === 'INSUFFICIENT_CREDIT') throw new AppError('PAYMENT_CREDIT_INSUFFICIENT');
    throw new AppError('BUSINESS_RULE', { msg: { zh: '账户金额异常，请联系客服', en: 'The account amounts are inconsistent, please contact customer service' } });
  }
  const [updated] = await tx
    .update(prepaidAccount)
    .set({
      balanceFen: applied.balances.balanceFen,
      creditUsedFen: applied.balances.creditUsedFen,
      version: sql`${prepaidAccount.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(prepaidAccount.id, account.id))
    .returning();
  await tx.insert(prepaidLedger).values({
    accountId: account.id,
    kind: entry.kind,
    amountFen: entry.amountFen,
    creditFen: entry.creditFen ?? 0,
    balanceAfterFen: applied.balances.balanceFen,
    businessId: entry.businessId ?? null,
    businessNo: entry.businessNo ?? null,
    remark: entry.remark ?? null,
    idempotencyKey: entry.idempotencyKey ?? null,
    createdBy: entry.createdBy,
  });
  return updated!;
}

/**
 * Takes a payment from the owner's prepaid balance (ORDER_PAY) or, with `kind: 'CREDIT_PAY'`, from the
 * freight-loan line, inside the caller's transaction. Refuses (and so rolls the caller back) when it
 * does not cover the amount or the account's single-payment upper limit. A caller that already locked the
 * account in this transaction passes the row it holds (the one the last debit answered) as `lockedAccount`.
 */
export async function debitPrepaidAccount(options: {
  tx: DbOrTx;
  owner: PrepaidOwner;
  lockedAccount?: PrepaidAccountRow;
  amountFen: number;
  kind?: 'ORDER_PAY' | 'CREDIT_PAY' | 'BLANK_NOTE' | 'BLANK_NOTE_REDEEM';
  businessId: string;
  businessNo?: string;
  remark?: string;
  idempotencyKey?: string;
  createdBy: string;
}): Promise<PrepaidAccountRow> {
  const { tx, owner, amountFen, kind = 'ORDER_PAY' } = options;
  const account = options.lockedAccount ?? (await lockPrepaidAccount(tx, owner));
  const usesCredit = kind === 'CREDIT_PAY' || kind === 'BLANK_NOTE';
  if (usesCredit && account.creditLimitFen <= 0) {
    throw new AppError('PAYMENT_CREDIT_INSUFFICIENT', { msg: { zh: '尚未开通运费贷额度', en: 'No freight-loan credit line has been opened yet' } });
  }
  if (!usesCredit && account.paymentUpperLimitFen !== null && amountFen > account.paymentUpperLimitFen) throw new AppError('PAYMENT_OVER_UPPER_LIMIT');
  const movement =
    kind === 'BLANK_NOTE_REDEEM'
      ? { amountFen: -amountFen, creditFen: -amountFen }
      : usesCredit
        ? { amountFen: 0, creditFen: amountFen }
        : { amountFen: -amountFen, creditFen: 0 };
  return postLedgerEntry(tx, account, {
    kind,
    ...movement,
    businessId: options.businessId,
    businessNo: options.businessNo ?? null,
    remark: options.remark ?? null,
    idempotencyKey: options.idempotencyKey ?? null,
    createdBy: options.createdBy,
  });
}

/**
 * Returns an order's paid money (on cancel or rejection) inside ORDER-SERVER's transaction. What was paid
 * from the freight-loan line goes back to the line (credit used falls); everything else is credited to the
 * prepaid balance (REFUND). A zero amount does nothing.
 */
export async function refundToPrepaidAccount(options: {
  tx: DbOrTx;
  owner: { enterpriseId: string | null; userId: string };
  amountFen: number;
  businessId: string;
  reason: string;
  createdBy: string;
}): Promise<void> {
  const { tx, amountFen, businessId, reason, createdBy } = options;
  if (!Number.isSafeInteger(amountFen) || amountFen < 0) {
    throw new AppError('BUSINESS_RULE', { msg: { zh: '退款金额异常，请联系客服', en: 'The refund amount is invalid, please contact customer service' } });
  }
  if (amountFen === 0) return;
  // Every payment the order took: one for most orders, two for a down payment and its balance, each maybe on
  // another channel; the credit-line and deposit-note parts go back to the line, the rest to the balance.
  const payments = await tx
    .select({ channel: paymentRequest.channel, orderNo: paymentRequestOrder.orderNo, amountFen: paymentRequestOrder.amountFen })
    .from(paymentRequestOrder)
    .innerJoin(paymentRequest, eq(paymentRequest.id, paymentRequestOrder.paymentRequestId))
    .where(and(eq(paymentRequestOrder.orderId, businessId), eq(paymentRequest.status, 'PAID'), eq(paymentRequest.purpose, 0)));
  const paidOn = (channel: string) => payments.filter((payment) => payment.channel === channel).reduce((sum, payment) => sum + payment.amountFen, 0);
  const account = await lockPrepaidAccount(tx, ownerFromOrder(options.owner));
  let toCredit = Math.min(amountFen, paidOn('CREDIT_ACCOUNTSTORE'), account.creditUsedFen);
  if (paidOn('BLANK_NOTE') > 0) {
    // Paid by a deposit note: still awaiting redemption → the note shrinks and the line is freed;
    // already redeemed (the customer paid cash) → the cash comes back like any refund.
    const [note] = await tx
      .select({ id: blankNote.id, status: blankNote.status, amountFen: blankNote.amountFen })
      .from(blankNoteOrder)
      .innerJoin(blankNote, eq(blankNote.id, blankNoteOrder.blankNoteId))
      .where(eq(blankNoteOrder.orderId, businessId))
      .for('update');
    if (note?.status === 'D') {
      const freed = Math.min(amountFen - toCredit, note.amountFen, account.creditUsedFen - toCredit);
      toCredit += freed;
      const remaining = note.amountFen - freed;
      await tx.update(blankNote).set({ amountFen: remaining, status: remaining === 0 ? 'X' : 'D' }).where(eq(blankNote.id, note.id));
    }
  }
  await postLedgerEntry(tx, account, {
    kind: 'REFUND',
    amountFen: amountFen - toCredit,
    creditFen: -toCredit,
    businessId,
    businessNo: payments[0]?.orderNo ?? null,
    remark: reason,
    createdBy,
  });
}

/** Display name of an owner: the enterprise's Chinese name or the person's name. */
export async function ownerNameOf(db: DbOrTx, owner: PrepaidOwner): Promise<string> {
  if (owner.ownerKind === 'enterprise') {
    const [row] = await db.select({ name: enterprise.enterpriseCnnme }).from(enterprise).where(eq(enterprise.id, owner.ownerId));
    return row?.name ?? '';
  }
  const [row] = await db.select({ name: userAccount.userCnnme }).from(userAccount).where(eq(userAccount.id, owner.ownerId));
  return row?.name ?? '';
}
