import type { TAccountList, TBalanceAccount, TCreditBalanceAccount, TPaymentUpperLimit } from '@coastbook/contracts';
import { AppError, creditAvailableFen, permissionsFor } from '@coastbook/domain';
import { and, eq, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import type { Actor } from '../auth';
import { findPermissionSubject } from '../enterprise';
import { withdrawalRequest } from './assets.tables';
import { findPrepaidAccount, holdsRight, ownerNameOf, prepaidAccountOwnerOf, type PrepaidStanding } from './prepaid-account.service';

/** Function code of the prepaid centre (000 §6): certified customers hold it, and sub-accounts with user_pre_deposit. */
const PREPAID_CENTRE_CODE = 'member_account_recharge';

/**
 * The caller's standing on the prepaid centre (top-ups, withdrawals, records, deal detail): refused when a
 * sub-account lacks user_pre_deposit, and when the caller is not certified (the pages' own rule, kept here
 * so a client without them is refused alike).
 */
export async function prepayStandingOf(db: DbOrTx, actor: Actor): Promise<PrepaidStanding> {
  const standing = await prepaidAccountOwnerOf({ db, userId: actor.userId });
  if (!holdsRight(standing, 'user_pre_deposit')) throw new AppError('ASSETS_PREPAY_NOT_PERMITTED');
  const permissions = permissionsFor(await findPermissionSubject({ db, userId: actor.userId }));
  if (!permissions.authorities.includes(PREPAID_CENTRE_CODE)) throw new AppError('ASSETS_NOT_CERTIFIED');
  return standing;
}

/** getBalanceAccount: every member may see the shared balance (the payment page shows it). */
export async function getBalanceAccount({ db, actor }: { db: DbOrTx; actor: Actor }): Promise<TBalanceAccount> {
  const standing = await prepaidAccountOwnerOf({ db, userId: actor.userId });
  const account = await findPrepaidAccount(db, standing);
  let frozenFen = 0;
  if (account) {
    const [row] = await db
      .select({ total: sum(withdrawalRequest.amountFen) })
      .from(withdrawalRequest)
      .where(and(eq(withdrawalRequest.accountId, account.id), eq(withdrawalRequest.status, 'W')));
    frozenFen = Number(row?.total ?? 0);
  }
  return {
    accountId: account?.id ?? null,
    accountType: 0,
    ownerKind: standing.ownerKind,
    ownerName: await ownerNameOf(db, standing),
    balanceFen: account?.balanceFen ?? 0,
    frozenFen,
    paymentUpperLimitFen: account?.paymentUpperLimitFen ?? null,
    canPay: holdsRight(standing, 'user_pay'),
    canPrepay: holdsRight(standing, 'user_pre_deposit'),
  };
}

/** getCreditBalanceAccount: the freight-loan line. */
export async function getCreditBalanceAccount({ db, actor }: { db: DbOrTx; actor: Actor }): Promise<TCreditBalanceAccount> {
  const standing = await prepaidAccountOwnerOf({ db, userId: actor.userId });
  const account = await findPrepaidAccount(db, standing);
  const creditLimitFen = account?.creditLimitFen ?? 0;
  const creditUsedFen = account?.creditUsedFen ?? 0;
  return { accountType: 3, creditLimitFen, creditUsedFen, creditAvailableFen: creditAvailableFen({ creditLimitFen, creditUsedFen }), opened: creditLimitFen > 0 };
}

/** getAccounts: the prepaid account, and the freight-loan account when opened. */
export async function getAccounts({ db, actor }: { db: DbOrTx; actor: Actor }): Promise<TAccountList> {
  const standing = await prepaidAccountOwnerOf({ db, userId: actor.userId });
  const account = await findPrepaidAccount(db, standing);
  const accounts: TAccountList = [{ accountType: 0, accountTypeCode: 'EPAN', availableFen: account?.balanceFen ?? 0 }];
  if (account && account.creditLimitFen > 0) accounts.push({ accountType: 3, accountTypeCode: 'CREDIT', availableFen: creditAvailableFen(account) });
  return accounts;
}

/** getPaymentUpperLimit. */
export async function getPaymentUpperLimit({ db, actor }: { db: DbOrTx; actor: Actor }): Promise<TPaymentUpperLimit> {
  const standing = await prepaidAccountOwnerOf({ db, userId: actor.userId });
  const account = await findPrepaidAccount(db, standing);
  return { paymentUpperLimitFen: account?.paymentUpperLimitFen ?? null };
}
