import type { TCheckEntCnnmeExistQuery, TEnterpriseInfo } from '@coastbook/contracts';
import { AppError, type BankCertStatus, type CertificationStatus } from '@coastbook/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ServerKeys } from '../../../platform/crypto';
import type { Db, DbOrTx } from '../../../platform/db/client';
import { userAccount, type Actor } from '../../auth';
import { enterprise } from '../enterprise.tables';
import { findEnterpriseOf, getAccount, isoOrNull, type EnterpriseRow } from '../enterprise-access';
import { readBankAccountNo } from '../bank/bank.service';
import { customerActor, recordStateChanges } from '../state-events';
import { assertNameFree, assertSapIdFree, assertSocialCreditCodeFree } from './duplicate-checks';

/** '6222021001234567890' → '6222 **** **** 7890'. */
export function maskBankAccountNo(accountNo: string): string {
  return accountNo.length <= 8 ? accountNo : `${accountNo.slice(0, 4)} **** **** ${accountNo.slice(-4)}`;
}

export function toEnterpriseInfo(keys: ServerKeys, row: EnterpriseRow, viewer: { userId: string }, mainAccountLogonId: string | null): TEnterpriseInfo {
  const isMainAccount = row.masterUserId === viewer.userId;
  const bankAccountNo = readBankAccountNo(keys, row);
  return {
    enterpriseId: row.id,
    enterpriseCnnme: row.enterpriseCnnme,
    enterpriseName: row.enterpriseName,
    entType: row.entType as TEnterpriseInfo['entType'],
    individualBusiness: row.isIndividualBusiness,
    checkStatus: row.checkStatus as CertificationStatus,
    upgradeStatus: row.upgradeStatus as CertificationStatus | null,
    socialCreditCode: row.socialCreditCode,
    businessLicenseNo: row.businessLicenseNo,
    fleetCode: row.fleetCode,
    sapId: row.sapId,
    level: row.level,
    memberLevel: row.memberLevel,
    point: row.point,
    count: row.tradeCount,
    nextLevCount: row.nextLevCount,
    blanknoteStatus: row.blanknoteStatus,
    confirmTerm: row.confirmTerm,
    address: row.address,
    legalPersonName: row.legalPersonName,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    contactEmail: row.contactEmail,
    licenseFileIds: row.licenseFileIds,
    mainAccountLogonId,
    isMainAccount,
    bank: {
      bankAccountName: row.bankAccountName,
      // The full number is for the main account that maintains it; sub-accounts see it masked.
      bankAccountNo: bankAccountNo === null ? null : isMainAccount ? bankAccountNo : maskBankAccountNo(bankAccountNo),
      bankName: row.bankName,
      bankBranch: row.bankBranch,
      bankCertStatus: row.bankCertStatus as BankCertStatus | null,
      bankRefuseReason: row.bankRefuseReason,
    },
    certifiedAt: isoOrNull(row.certifiedAt),
  };
}

/** GET .../getEpanCEnterpriseInfo: the caller's enterprise (main account, sub-account, applicant), null when none. */
export async function getEnterpriseInfo(options: { db: Db; keys: ServerKeys; actor: Actor }): Promise<TEnterpriseInfo | null> {
  const account = await getAccount(options.db, options.actor.userId);
  const row = await findEnterpriseOf(options.db, account);
  if (!row) return null;
  const [master] = await options.db.select({ logonId: userAccount.logonId }).from(userAccount).where(eq(userAccount.id, row.masterUserId));
  return toEnterpriseInfo(options.keys, row, { userId: account.id }, master?.logonId ?? null);
}

/** The caller's own record (as its master), so the checks leave it out. */
async function ownRecordId(db: DbOrTx, userId: string): Promise<string | undefined> {
  const row = await findEnterpriseOf(db, await getAccount(db, userId));
  return row?.masterUserId === userId ? row.id : undefined;
}

/** checkEntCnnmeExist: false (code 0) when free; the spec's "already certified" refusal otherwise. */
export async function checkEnterpriseNameFree(options: { db: Db; actor: Actor; query: TCheckEntCnnmeExistQuery }): Promise<false> {
  await assertNameFree(options.db, {
    enterpriseCnnme: options.query.enterpriseCnnme,
    individualBusiness: options.query.entType === 'IndividualBusiness',
    exceptEnterpriseId: await ownRecordId(options.db, options.actor.userId),
  });
  return false;
}

/** checkSocialCreditCodeExist: false (code 0) when no certified record has it. */
export async function checkSocialCreditCodeFree(options: { db: Db; actor: Actor; socialCreditCode: string }): Promise<false> {
  await assertSocialCreditCodeFree(options.db, { socialCreditCode: options.socialCreditCode, exceptEnterpriseId: await ownRecordId(options.db, options.actor.userId) });
  return false;
}

/** validateSapId: true when the number (10 digits, checked by the contract) is not another enterprise's. */
export async function validateSapId(options: { db: Db; actor: Actor; sapId: string }): Promise<true> {
  await assertSapIdFree(options.db, { sapId: options.sapId, exceptEnterpriseId: await ownRecordId(options.db, options.actor.userId) });
  return true;
}

/** validateEnterpriseID: the id names a certified enterprise or trailer supplier. */
export async function isCertifiedEnterprise(options: { db: DbOrTx; enterpriseId: string }): Promise<boolean> {
  const [row] = await options.db
    .select({ id: enterprise.id })
    .from(enterprise)
    .where(and(eq(enterprise.id, options.enterpriseId), eq(enterprise.checkStatus, 'Confirm'), inArray(enterprise.entType, ['Enterprise', 'TmsVendor'])));
  return row !== undefined;
}

/**
 * updateEnterpriseConfirmTerm: the enterprise's owner (main account, or the person / supplier itself)
 * confirms the service terms; sub-accounts may not sign for the enterprise. Idempotent.
 */
export async function confirmServiceTerm(options: { db: Db; actor: Actor }): Promise<true> {
  const { db, actor } = options;
  await db.transaction(async (tx) => {
    const account = await getAccount(tx, actor.userId);
    const row = await findEnterpriseOf(tx, account, { forUpdate: true });
    if (!row) {
      throw new AppError('ENTERPRISE_NOT_CERTIFIED', {
        msg: { zh: '请先完成客户认证，再确认服务条款', en: 'Please complete customer certification before confirming the service terms' },
      });
    }
    if (row.masterUserId !== account.id) throw new AppError('FORBIDDEN', { msg: { zh: '仅企业主账号可以确认服务条款', en: 'Only the enterprise main account can confirm the service terms' } });
    if (row.confirmTerm) return;
    await tx.update(enterprise).set({ confirmTerm: true, confirmTermAt: sql`now()`, updatedAt: sql`now()` }).where(eq(enterprise.id, row.id));
    await recordStateChanges(tx, [
      { subjectType: 'enterprise', subjectId: row.id, enterpriseId: row.id, userId: account.id, actor: customerActor(account.id), field: 'confirmTerm', from: 'false', to: 'true', reason: 'service_term' },
    ]);
  });
  return true;
}
