import type { TAssociationStatus, TCheckUaasCompaniesResponse, TEnterpriseSuggestion, TSaveAssociationRequest, TUaasCompany } from '@coastbook/contracts';
import { AppError, ASSOCIATION_TYPE_CODES, deriveAccountFlags } from '@coastbook/domain';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../../platform/config';
import type { ServerKeys } from '../../../platform/crypto';
import { uniqueViolationOf, type Db, type DbOrTx } from '../../../platform/db/client';
import type { Actor } from '../../auth';
import { loadAccountStatusInputs } from '../account-status.service';
import { enterprise, enterpriseRelationRequest } from '../enterprise.tables';
import { getAccount } from '../enterprise-access';
import { MESSAGE_THEME, notifyUser } from '../notify';
import { customerActor, recordStateChanges } from '../state-events';
import { appsInProgressOf, findUnifiedCompaniesOf } from '../uaas/uaas.service';

/** Suggestions answered at most. */
const SUGGESTION_LIMIT = 20;

/**
 * Users link to certified enterprises only: their main account (M) approves. A trailer supplier's or a
 * person's record has no main account to approve, so it is neither suggested nor linkable.
 */
const isLinkable = and(eq(enterprise.checkStatus, 'Confirm'), eq(enterprise.entType, 'Enterprise'));

/** The linkable enterprises with these social credit codes. */
async function findCertifiedByCreditCodes(db: DbOrTx, codes: string[]): Promise<Map<string, { id: string; enterpriseCnnme: string }>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ id: enterprise.id, enterpriseCnnme: enterprise.enterpriseCnnme, socialCreditCode: enterprise.socialCreditCode })
    .from(enterprise)
    .where(and(isLinkable, inArray(enterprise.socialCreditCode, codes)));
  return new Map(rows.map((row) => [row.socialCreditCode!, { id: row.id, enterpriseCnnme: row.enterpriseCnnme }]));
}

async function checkCompanies(db: DbOrTx, companies: TUaasCompany[]): Promise<TCheckUaasCompaniesResponse> {
  const onPlatform = await findCertifiedByCreditCodes(db, companies.map((company) => company.socialCreditCode));
  const checked = companies.map((company) => {
    const match = onPlatform.get(company.socialCreditCode);
    return {
      companyName: company.companyName,
      socialCreditCode: company.socialCreditCode,
      appName: company.appName,
      verifyStatus: company.verifyStatus,
      onPlatform: match !== undefined,
      enterpriseId: match?.id ?? null,
    };
  });
  return {
    companies: checked,
    absentFromPlatform: Array.from(new Set(checked.filter((company) => company.verifyStatus === 'verified' && !company.onPlatform).map((company) => company.companyName))),
    appsInProgress: appsInProgressOf(companies),
  };
}

/** GET web/association/checkUaasCompanies: the unified account's companies, each marked present here or not. */
export async function checkUaasCompanies(options: { db: Db; keys: ServerKeys; actor: Actor }): Promise<TCheckUaasCompaniesResponse> {
  return checkCompanies(options.db, await findUnifiedCompaniesOf({ db: options.db, keys: options.keys, userId: options.actor.userId }));
}

/**
 * GET web/association/getAssociationStatus (000 §4.7): from the user's unified account —
 * 3 = it holds a verified company certified here (the page selects it by name);
 * 2 = it holds a verified company certified elsewhere but absent here (name filled, submit disabled);
 * 1 = nothing to link with; checkAppStatus tells whether a sister app is still verifying the account.
 */
export async function getAssociationStatus(options: { db: Db; keys: ServerKeys; actor: Actor }): Promise<TAssociationStatus> {
  const check = await checkUaasCompanies(options);
  const verified = check.companies.filter((company) => company.verifyStatus === 'verified');
  const linkable = verified.find((company) => company.onPlatform);
  const common = { checkAppStatus: check.appsInProgress.length > 0, appsInProgress: check.appsInProgress };
  if (linkable) {
    const [row] = await options.db.select({ enterpriseCnnme: enterprise.enterpriseCnnme }).from(enterprise).where(eq(enterprise.id, linkable.enterpriseId!));
    return { typeCode: ASSOCIATION_TYPE_CODES.linkable, enterpriseCnnme: row?.enterpriseCnnme ?? linkable.companyName, enterpriseId: linkable.enterpriseId, ...common };
  }
  const absent = verified[0];
  if (absent) return { typeCode: ASSOCIATION_TYPE_CODES.absentFromPlatform, enterpriseCnnme: absent.companyName, enterpriseId: null, ...common };
  return { typeCode: ASSOCIATION_TYPE_CODES.nothingToLink, enterpriseCnnme: null, enterpriseId: null, ...common };
}

/** LIKE pattern matching the text literally anywhere. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * GET web/association/searchEnterpriseByName: certified enterprises whose Chinese name contains the
 * text (≥ 2 characters, checked by the contract); names starting with it first.
 */
export async function searchEnterpriseByName(options: { db: Db; enterpriseCnnme: string }): Promise<TEnterpriseSuggestion[]> {
  const text = options.enterpriseCnnme;
  return options.db
    .select({ enterpriseId: enterprise.id, enterpriseCnnme: enterprise.enterpriseCnnme })
    .from(enterprise)
    .where(and(isLinkable, sql`${enterprise.enterpriseCnnme} ILIKE ${containsPattern(text)}`))
    .orderBy(sql`position(lower(${text}) in lower(${enterprise.enterpriseCnnme}))`, sql`length(${enterprise.enterpriseCnnme})`, asc(enterprise.enterpriseCnnme))
    .limit(SUGGESTION_LIMIT);
}

/** Linked sub-accounts of an enterprise (pending requests do not count towards the limit). */
export async function countLinkedUsers(db: DbOrTx, enterpriseId: string): Promise<number> {
  const [row] = await db
    .select({ linked: count() })
    .from(enterpriseRelationRequest)
    .where(and(eq(enterpriseRelationRequest.enterpriseId, enterpriseId), eq(enterpriseRelationRequest.status, 'A')));
  return row?.linked ?? 0;
}

async function requireLinkableEnterprise(db: DbOrTx, enterpriseId: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(enterprise).where(and(eq(enterprise.id, enterpriseId), isLinkable));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('ASSOCIATION_ENTERPRISE_MISSING', { field: 'enterpriseId' });
  return row;
}

/** GET web/association/hasEnterpriseId: the id names a linkable (certified) enterprise. */
export async function hasLinkableEnterprise(options: { db: Db; enterpriseId: string }): Promise<boolean> {
  const [row] = await options.db.select({ id: enterprise.id }).from(enterprise).where(and(eq(enterprise.id, options.enterpriseId), isLinkable));
  return row !== undefined;
}

/** GET web/association/isUpperEnterpriseLimit: true when the enterprise has ENTERPRISE_LINK_LIMIT linked users. */
export async function isUpperEnterpriseLimit(options: { db: Db; config: Pick<Config, 'ENTERPRISE_LINK_LIMIT'>; enterpriseId: string }): Promise<boolean> {
  await requireLinkableEnterprise(options.db, options.enterpriseId);
  return (await countLinkedUsers(options.db, options.enterpriseId)) >= options.config.ENTERPRISE_LINK_LIMIT;
}

/**
 * POST web/association/saveAssociation: asks to link the caller to a certified enterprise.
 * - a sister app still verifying the account: nothing is saved, the answer names the apps (000 §4.7);
 * - typeCode 2 (the unified account's company is certified elsewhere, absent here): refused, as the page
 *   disables its submit;
 * - only a user who may apply (000 §4.1 enableCustomerConfirm, not a main or sub-account) and has no
 *   request waiting; the enterprise must be certified and below its link limit (checked with the
 *   enterprise row locked, so simultaneous requests cannot pass it together);
 * - the request waits for the main account (W); it gets a message; an event row is written.
 */
export async function saveAssociation(options: {
  db: Db;
  keys: ServerKeys;
  config: Pick<Config, 'ENTERPRISE_LINK_LIMIT'>;
  actor: Actor;
  request: TSaveAssociationRequest;
}): Promise<string[]> {
  const { db, keys, config, actor, request } = options;
  if (request.userId !== undefined && request.userId !== '' && request.userId !== actor.userId) throw new AppError('FORBIDDEN', { msg: { zh: '只能为当前登录的账号申请关联', en: 'You can only apply to link the account you are logged in with' } });
  const status = await getAssociationStatus({ db, keys, actor });
  if (status.appsInProgress.length > 0) return status.appsInProgress;
  // typeCode 2: the page fills in the unified account's company and disables submit; so does the server.
  if (status.typeCode === ASSOCIATION_TYPE_CODES.absentFromPlatform) {
    throw new AppError('ASSOCIATION_COMPANY_NOT_HERE', {
      msg: {
        zh: `您统一账号所属企业“${status.enterpriseCnnme}”尚未在本平台认证，请先完成企业认证`,
        en: `Your unified account's enterprise "${status.enterpriseCnnme}" is not certified on this platform yet, please complete enterprise certification first`,
      },
    });
  }

  try {
    await db.transaction(async (tx) => {
      const account = await getAccount(tx, actor.userId, { forUpdate: true });
      const inputs = await loadAccountStatusInputs({ db: tx, userId: account.id });
      if (inputs.enterpriseRelationReqStatus === 'W') throw new AppError('ASSOCIATION_PENDING');
      if (account.userType !== 'N' || !deriveAccountFlags(inputs).enableCustomerConfirm) throw new AppError('ASSOCIATION_NOT_ALLOWED');
      const target = await requireLinkableEnterprise(tx, request.id, { forUpdate: true });
      if ((await countLinkedUsers(tx, target.id)) >= config.ENTERPRISE_LINK_LIMIT) throw new AppError('ENTERPRISE_LINK_LIMIT_REACHED');
      const [created] = await tx
        .insert(enterpriseRelationRequest)
        .values({ userId: account.id, enterpriseId: target.id, status: 'W', applicantNote: request.note })
        .returning({ id: enterpriseRelationRequest.id });
      await recordStateChanges(tx, [
        { subjectType: 'relation_request', subjectId: created!.id, enterpriseId: target.id, userId: account.id, actor: customerActor(account.id), field: 'relationStatus', from: inputs.enterpriseRelationReqStatus || null, to: 'W' },
      ]);
      await notifyUser(tx, {
        userId: target.masterUserId,
        theme: MESSAGE_THEME.account,
        title: '新的企业关联申请',
        content: `用户 ${account.logonId}（申请人：${request.note}）申请关联贵企业，请前往企业用户管理审核。`,
        businessId: created!.id,
      });
    });
  } catch (error) {
    if (uniqueViolationOf(error) === 'enterprise_relation_live_key') throw new AppError('ASSOCIATION_PENDING');
    throw error;
  }
  return [];
}
