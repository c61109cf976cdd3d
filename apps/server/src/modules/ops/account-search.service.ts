import type { TOpsAccountDetail, TOpsAccountPage, TOpsAccountSearchQuery, TOpsAccountSummary } from '@coastbook/contracts';
import { AppError, deriveAccountFlags, maskEmail } from '@coastbook/domain';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { ServerKeys } from '../../platform/crypto';
import type { DbOrTx } from '../../platform/db/client';
import { authToken, userAccount } from '../auth';
import { certificationRequest, enterprise, enterpriseRelationRequest, loadAccountStatusInputs } from '../enterprise';

/** How many logins and certification requests the account page lists. */
const RECENT_LOGINS = 10;
const RECENT_CERTIFICATIONS = 20;

/** Escapes LIKE wildcards so an operator typing '%' or '_' searches for that character. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

const summaryColumns = {
  account: userAccount,
  enterpriseCnnme: enterprise.enterpriseCnnme,
  enterpriseCheckStatus: enterprise.checkStatus,
};

type SummaryRow = { account: typeof userAccount.$inferSelect; enterpriseCnnme: string | null; enterpriseCheckStatus: string | null };

/** E-mails are stored encrypted; the console shows them masked, like the phone. */
function maskedEmail(keys: ServerKeys, encrypted: string | null): string | null {
  if (!encrypted) return null;
  try {
    return maskEmail(keys.fieldCipher.decrypt(encrypted));
  } catch {
    return '***';
  }
}

function toSummary(keys: ServerKeys, row: SummaryRow): TOpsAccountSummary {
  const { account } = row;
  return {
    userId: account.id,
    logonId: account.logonId,
    userCnnme: account.userCnnme,
    phone: account.phoneMasked,
    email: maskedEmail(keys, account.emailEncrypted),
    userType: account.userType,
    accountState: account.accountState,
    roles: account.roles,
    enterpriseId: account.enterpriseId,
    enterpriseCnnme: row.enterpriseCnnme,
    enterpriseCheckStatus: row.enterpriseCheckStatus,
    createdAt: account.createdAt.toISOString(),
  };
}

/** Summaries of the given accounts (e.g. a certification's applicant), in no particular order. */
export async function findAccountSummaries({ db, keys, userIds }: { db: DbOrTx; keys: ServerKeys; userIds: string[] }): Promise<TOpsAccountSummary[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select(summaryColumns)
    .from(userAccount)
    .leftJoin(enterprise, eq(enterprise.id, userAccount.enterpriseId))
    .where(inArray(userAccount.id, userIds));
  return rows.map((row) => toSummary(keys, row));
}

/**
 * GET /ops/accounts?keyword=: logon id by prefix, phone or e-mail exactly (by lookup hash: the clear
 * values are never in a column to search), enterprise name by containment; exact phone / e-mail hits
 * first, then by logon id. Without a keyword: every account, newest first.
 */
export async function findAccounts({ db, keys, query }: { db: DbOrTx; keys: ServerKeys; query: TOpsAccountSearchQuery }): Promise<TOpsAccountPage> {
  const { current, size } = query;
  const keyword = query.keyword?.trim() ?? '';
  const hash = keyword ? keys.fieldCipher.lookupHash(keyword) : '';
  const isExactHit = or(eq(userAccount.phoneHash, hash), eq(userAccount.emailHash, hash));
  const where = keyword
    ? or(
        sql`lower(${userAccount.logonId}) LIKE ${`${escapeLike(keyword.toLowerCase())}%`}`,
        isExactHit,
        ilike(enterprise.enterpriseCnnme, `%${escapeLike(keyword)}%`),
      )
    : undefined;
  const order = keyword ? [desc(sql`coalesce(${isExactHit}, false)`), asc(sql`lower(${userAccount.logonId})`)] : [desc(userAccount.createdAt), asc(userAccount.id)];
  const [rows, [totals]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(userAccount)
      .leftJoin(enterprise, eq(enterprise.id, userAccount.enterpriseId))
      .where(where)
      .orderBy(...order)
      .limit(size)
      .offset((current - 1) * size),
    db.select({ total: count() }).from(userAccount).leftJoin(enterprise, eq(enterprise.id, userAccount.enterpriseId)).where(where),
  ]);
  return { records: rows.map((row) => toSummary(keys, row)), total: totals?.total ?? 0, current, size };
}

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

/** GET /ops/accounts/:userId: everything a service desk needs to answer "why can't I ...?". */
export async function getAccountDetail({ db, keys, userId }: { db: DbOrTx; keys: ServerKeys; userId: string }): Promise<TOpsAccountDetail> {
  const [row] = await db
    .select(summaryColumns)
    .from(userAccount)
    .leftJoin(enterprise, eq(enterprise.id, userAccount.enterpriseId))
    .where(eq(userAccount.id, userId));
  if (!row) throw new AppError('OPS_ACCOUNT_NOT_FOUND');
  const { account } = row;

  const [record, status, certifications, [relation], logins] = await Promise.all([
    account.enterpriseId ? db.select().from(enterprise).where(eq(enterprise.id, account.enterpriseId)).then((rows) => rows[0]) : undefined,
    loadAccountStatusInputs({ db, userId }),
    db
      .select()
      .from(certificationRequest)
      .where(eq(certificationRequest.userId, userId))
      .orderBy(desc(certificationRequest.createdAt), desc(certificationRequest.id))
      .limit(RECENT_CERTIFICATIONS),
    db
      .select({ relation: enterpriseRelationRequest, enterpriseCnnme: enterprise.enterpriseCnnme })
      .from(enterpriseRelationRequest)
      .leftJoin(enterprise, eq(enterprise.id, enterpriseRelationRequest.enterpriseId))
      .where(eq(enterpriseRelationRequest.userId, userId))
      .orderBy(desc(enterpriseRelationRequest.createdAt), desc(enterpriseRelationRequest.id))
      .limit(1),
    findRecentLogins(db, userId),
  ]);
  const [master] = record ? await db.select({ logonId: userAccount.logonId }).from(userAccount).where(eq(userAccount.id, record.masterUserId)) : [];

  return {
    account: {
      ...toSummary(keys, row),
      isStrongPassword: account.isStrongPassword,
      passwordChangedAt: account.passwordChangedAt.toISOString(),
      failedLoginCount: account.failedLoginCount,
      lockedUntil: account.lockedUntil && account.lockedUntil.getTime() > Date.now() ? account.lockedUntil.toISOString() : null,
      hasPaymentPassword: account.paymentPasswordHash !== null,
    },
    enterprise: record
      ? {
          enterpriseId: record.id,
          enterpriseCnnme: record.enterpriseCnnme,
          entType: record.entType,
          checkStatus: record.checkStatus,
          socialCreditCode: record.socialCreditCode,
          sapId: record.sapId,
          memberLevel: record.memberLevel,
          bankCertStatus: record.bankCertStatus,
          certifiedAt: iso(record.certifiedAt),
          mainAccountLogonId: master?.logonId ?? null,
          isMainAccount: record.masterUserId === account.id,
        }
      : null,
    status,
    flags: deriveAccountFlags(status),
    certifications: certifications.map((request) => ({
      id: request.id,
      type: request.type,
      status: request.status,
      refuseReason: request.refuseReason,
      submittedAt: request.createdAt.toISOString(),
      reviewedAt: iso(request.reviewedAt),
    })),
    relation: relation
      ? {
          enterpriseId: relation.relation.enterpriseId,
          enterpriseCnnme: relation.enterpriseCnnme,
          status: relation.relation.status,
          visibility: relation.relation.visibility,
          rights: relation.relation.rights,
          createdAt: relation.relation.createdAt.toISOString(),
          decidedAt: iso(relation.relation.decidedAt),
        }
      : null,
    recentLogins: logins,
  };
}

/**
 * The newest logins (token rows of a login grant; refreshes continue a login and are not listed), each
 * marked active while any token of its family can still be used.
 */
async function findRecentLogins(db: DbOrTx, userId: string): Promise<TOpsAccountDetail['recentLogins']> {
  const liveFamily = db
    .select({ familyId: authToken.familyId })
    .from(authToken)
    .where(and(eq(authToken.userId, userId), sql`${authToken.revokedAt} IS NULL`, sql`${authToken.refreshExpiresAt} > now()`));
  const rows = await db
    .select({
      at: authToken.createdAt,
      grantType: authToken.grantType,
      clientIp: authToken.clientIp,
      isActive: sql<boolean>`${inArray(authToken.familyId, liveFamily)}`,
    })
    .from(authToken)
    .where(and(eq(authToken.userId, userId), ne(authToken.grantType, 'refresh_token')))
    .orderBy(desc(authToken.createdAt), desc(authToken.id))
    .limit(RECENT_LOGINS);
  return rows.map((login) => ({ at: login.at.toISOString(), grantType: login.grantType, clientIp: login.clientIp, isActive: login.isActive }));
}
