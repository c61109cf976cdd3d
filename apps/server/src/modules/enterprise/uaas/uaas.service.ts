import type { TUaasCompany, TUaasLogonStatus } from '@coastbook/contracts';
import { AppError, isValidPassword, PASSWORD_MESSAGES, type BilingualText, fieldRefusalWords } from '@coastbook/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ServerKeys } from '../../../platform/crypto';
import { uniqueViolationOf, type Db, type DbOrTx } from '../../../platform/db/client';
import { readCredential, userAccount, type Actor } from '../../auth';
import { consumeEmailCode } from '../../verification';
import { findEnterpriseOf, getAccount, type AccountRow } from '../enterprise-access';
import { customerActor, recordStateChanges } from '../state-events';
import { issueSandboxLogonCode, SANDBOX_CODE_TTL_SECONDS } from './sandbox-directory';
import { unifiedAccountDirectory, type UnifiedAccount } from './unified-account-directory';
import { uaasBinding } from './uaas.tables';

/**
 * The unified-account calls (000 §7.3). A portal account is bound to at most one unified account and
 * the other way round (uaas_binding). Everything about the unified account itself goes through the
 * directory adapter (the sandbox today).
 */

type BindingRow = typeof uaasBinding.$inferSelect;

async function findBinding(db: DbOrTx, userId: string): Promise<BindingRow | undefined> {
  const [row] = await db.select().from(uaasBinding).where(eq(uaasBinding.userId, userId));
  return row;
}

const portalEmailOf = (keys: ServerKeys, account: AccountRow): string | null =>
  account.emailEncrypted === null ? null : keys.fieldCipher.decrypt(account.emailEncrypted).toLowerCase();

/**
 * The unified account that speaks for a portal user: the bound one, else the one with the same e-mail
 * as the portal account (the sister platforms know the person by e-mail before any binding).
 */
export async function findUnifiedAccountOf(options: { db: DbOrTx; keys: ServerKeys; userId: string }): Promise<UnifiedAccount | undefined> {
  const { db, keys, userId } = options;
  const directory = unifiedAccountDirectory(db);
  const binding = await findBinding(db, userId);
  if (binding) return directory.findById(binding.unifiedAccountId);
  const email = portalEmailOf(keys, await getAccount(db, userId));
  return email ? directory.findByEmail(email) : undefined;
}

/** The companies of the user's unified account on the sister apps ([] without one). */
export async function findUnifiedCompaniesOf(options: { db: DbOrTx; keys: ServerKeys; userId: string }): Promise<TUaasCompany[]> {
  const account = await findUnifiedAccountOf(options);
  return account ? unifiedAccountDirectory(options.db).findCompanies(account.id) : [];
}

/** The sister apps still verifying the user (the association page's "apps in progress"). */
export function appsInProgressOf(companies: readonly TUaasCompany[]): string[] {
  return Array.from(new Set(companies.filter((company) => company.verifyStatus === 'verifying').map((company) => company.appName)));
}

function statusOf(account: UnifiedAccount | undefined): TUaasLogonStatus {
  if (!account) return { ea: null, pn: null, type: null, id: null, status: 'Unbound' };
  return { ea: account.email, pn: account.phoneMasked, type: 'EMAIL', id: account.id, status: account.status };
}

/** getLogonStatus: the bound unified account (e-mail, masked phone, id, Active / Inactive), or Unbound. */
export async function getLogonStatus(options: { db: Db; actor: Actor }): Promise<TUaasLogonStatus> {
  const binding = await findBinding(options.db, options.actor.userId);
  return statusOf(binding ? await unifiedAccountDirectory(options.db).findById(binding.unifiedAccountId) : undefined);
}

/** findCompaniesByUserId: only for the caller's own e-mail (portal or bound); any other answers [] as if unknown. */
export async function findCompaniesByEmail(options: { db: Db; keys: ServerKeys; actor: Actor; email: string }): Promise<TUaasCompany[]> {
  const { db, keys, actor } = options;
  const email = options.email.toLowerCase();
  const binding = await findBinding(db, actor.userId);
  const own = [portalEmailOf(keys, await getAccount(db, actor.userId)), binding?.unifiedEmail.toLowerCase()];
  if (!own.includes(email)) return [];
  const account = await unifiedAccountDirectory(db).findByEmail(email);
  return account ? unifiedAccountDirectory(db).findCompanies(account.id) : [];
}

/** checkExistsUserByEmail: a unified account has this e-mail. */
export async function unifiedAccountExists(options: { db: Db; email: string }): Promise<boolean> {
  return (await unifiedAccountDirectory(options.db).findByEmail(options.email)) !== undefined;
}

/** checkIsUnionAccount: the e-mail is a unified account bound to a portal account (it may log in by unified account). */
export async function isUnionAccount(options: { db: Db; email: string }): Promise<boolean> {
  const account = await unifiedAccountDirectory(options.db).findByEmail(options.email);
  if (!account) return false;
  const [binding] = await options.db.select({ userId: uaasBinding.userId }).from(uaasBinding).where(eq(uaasBinding.unifiedAccountId, account.id));
  return binding !== undefined;
}

/** A 400 naming the field, worded like the error handler's contract failures ('请求错误：field: …'). */
function badRequest(field: string, message: BilingualText): AppError {
  return new AppError('BAD_REQUEST', {
    msg: fieldRefusalWords(field, message),
    field,
  });
}

function newUnifiedPassword(keys: ServerKeys, encrypted: string): string {
  const password = readCredential({ keys, encrypted, field: 'password' });
  if (!isValidPassword(password)) throw badRequest('password', PASSWORD_MESSAGES.characterClasses);
  return password;
}

async function bind(db: DbOrTx, account: AccountRow, unified: UnifiedAccount): Promise<void> {
  try {
    await db.insert(uaasBinding).values({ userId: account.id, unifiedAccountId: unified.id, unifiedEmail: unified.email });
  } catch (error) {
    const constraint = uniqueViolationOf(error);
    if (constraint === 'uaas_binding_account_key') throw new AppError('UNIFIED_ACCOUNT_TAKEN');
    if (constraint === 'uaas_binding_pkey') throw new AppError('UNIFIED_ACCOUNT_ALREADY_BOUND');
    throw error;
  }
  await recordStateChanges(db, [
    { subjectType: 'uaas_binding', subjectId: account.id, enterpriseId: account.enterpriseId, userId: account.id, actor: customerActor(account.id), field: 'unionAccount', from: null, to: unified.email },
  ]);
}

async function accountNotBound(db: DbOrTx, userId: string): Promise<AccountRow> {
  const account = await getAccount(db, userId, { forUpdate: true });
  if (await findBinding(db, userId)) throw new AppError('UNIFIED_ACCOUNT_ALREADY_BOUND');
  return account;
}

/** unifiedAccount/user/createUser: a new unified account (inactive until accountActivate) bound to the caller. */
export async function createUnifiedUser(options: { db: Db; keys: ServerKeys; actor: Actor; email: string; password: string }): Promise<TUaasLogonStatus> {
  const { db, keys, actor } = options;
  const password = newUnifiedPassword(keys, options.password);
  return db.transaction(async (tx) => {
    const account = await accountNotBound(tx, actor.userId);
    const directory = unifiedAccountDirectory(tx);
    if (await directory.findByEmail(options.email)) throw new AppError('UNIFIED_ACCOUNT_EXISTS', { field: 'email' });
    const unified = await directory.create({
      email: options.email,
      password,
      displayName: account.userCnnme,
      phoneHash: account.phoneHash,
      phoneMasked: account.phoneMasked,
      active: false,
    });
    await bind(tx, account, unified);
    return statusOf(unified);
  });
}

/** bindUser: binds the caller (userLogonId must be the caller's) to an existing unified account, proven by its password. */
export async function bindUnifiedUser(options: { db: Db; keys: ServerKeys; actor: Actor; userLogonId: string; email: string; password: string }): Promise<TUaasLogonStatus> {
  const { db, keys, actor } = options;
  if (options.userLogonId.toLowerCase() !== actor.logonId.toLowerCase()) throw new AppError('FORBIDDEN', { msg: { zh: '只能绑定当前登录的账号', en: 'You can only bind the account you are logged in with' } });
  const password = readCredential({ keys, encrypted: options.password, field: 'password' });
  return db.transaction(async (tx) => {
    const account = await accountNotBound(tx, actor.userId);
    const unified = await unifiedAccountDirectory(tx).verifyPassword(options.email, password);
    if (!unified) throw new AppError('UNIFIED_ACCOUNT_LOGIN_FAILED');
    await bind(tx, account, unified);
    return statusOf(unified);
  });
}

async function requireBoundAccount(db: DbOrTx, userId: string): Promise<{ binding: BindingRow; unified: UnifiedAccount }> {
  const binding = await findBinding(db, userId);
  const unified = binding ? await unifiedAccountDirectory(db).findById(binding.unifiedAccountId) : undefined;
  if (!binding || !unified) throw new AppError('UNIFIED_ACCOUNT_UNBOUND');
  return { binding, unified };
}

/** accountActivate: the e-mail code (ACCOUNT_UPGRADE) sent to the bound unified account's e-mail activates it. */
export async function activateUnifiedAccount(options: { db: Db; keys: ServerKeys; actor: Actor; email: string; emailCode: string }): Promise<TUaasLogonStatus> {
  const { db, keys, actor } = options;
  return db.transaction(async (tx) => {
    const { binding, unified } = await requireBoundAccount(tx, actor.userId);
    if (binding.unifiedEmail.toLowerCase() !== options.email.toLowerCase()) {
      throw badRequest('email', { zh: '请输入已绑定统一账号的邮箱', en: 'Please enter the e-mail address bound to your unified account' });
    }
    if (unified.status === 'Active') return statusOf(unified);
    await consumeEmailCode({ db: tx, keys, email: options.email, purpose: 'ACCOUNT_UPGRADE', code: options.emailCode });
    await unifiedAccountDirectory(tx).activate(unified.id);
    await recordStateChanges(tx, [
      { subjectType: 'uaas_binding', subjectId: actor.userId, userId: actor.userId, actor: customerActor(actor.userId), field: 'unionAccountStatus', from: 'Inactive', to: 'Active' },
    ]);
    return statusOf({ ...unified, status: 'Active' });
  });
}

/**
 * POST web/domestic/uaasAccount/uaasAccountUpgrade: the e-mail is proven by its code (ACCOUNT_UPGRADE);
 * an existing unified account of that e-mail is bound when the password matches it, otherwise a new
 * active one is created with this password. The code is spent only after the other checks pass.
 */
export async function upgradeToUnifiedAccount(options: { db: Db; keys: ServerKeys; actor: Actor; email: string; emailCode: string; password: string }): Promise<TUaasLogonStatus> {
  const { db, keys, actor } = options;
  const password = readCredential({ keys, encrypted: options.password, field: 'password' });
  return db.transaction(async (tx) => {
    const account = await accountNotBound(tx, actor.userId);
    const directory = unifiedAccountDirectory(tx);
    const existing = await directory.findByEmail(options.email);
    let unified: UnifiedAccount;
    if (existing) {
      const verified = await directory.verifyPassword(options.email, password);
      if (!verified) throw new AppError('UNIFIED_ACCOUNT_LOGIN_FAILED');
      const [holder] = await tx.select({ userId: uaasBinding.userId }).from(uaasBinding).where(eq(uaasBinding.unifiedAccountId, verified.id));
      if (holder) throw new AppError('UNIFIED_ACCOUNT_TAKEN');
      await consumeEmailCode({ db: tx, keys, email: options.email, purpose: 'ACCOUNT_UPGRADE', code: options.emailCode });
      if (verified.status === 'Inactive') await directory.activate(verified.id);
      unified = { ...verified, status: 'Active' };
    } else {
      if (!isValidPassword(password)) throw badRequest('password', PASSWORD_MESSAGES.characterClasses);
      await consumeEmailCode({ db: tx, keys, email: options.email, purpose: 'ACCOUNT_UPGRADE', code: options.emailCode });
      unified = await directory.create({ email: options.email, password, displayName: account.userCnnme, phoneHash: account.phoneHash, phoneMasked: account.phoneMasked, active: true });
    }
    await bind(tx, account, unified);
    return statusOf(unified);
  });
}

/** POST web/domestic/uaasAccount/updatePhone: the bound unified account takes this account's phone. */
export async function updateUnifiedPhone(options: { db: Db; actor: Actor }): Promise<{ pn: string }> {
  const { db, actor } = options;
  return db.transaction(async (tx) => {
    const { unified } = await requireBoundAccount(tx, actor.userId);
    const account = await getAccount(tx, actor.userId);
    await unifiedAccountDirectory(tx).updatePhone(unified.id, { phoneHash: account.phoneHash, phoneMasked: account.phoneMasked });
    await recordStateChanges(tx, [
      { subjectType: 'uaas_binding', subjectId: actor.userId, userId: actor.userId, actor: customerActor(actor.userId), field: 'unionAccountPhone', from: unified.phoneMasked, to: account.phoneMasked },
    ]);
    return { pn: account.phoneMasked };
  });
}

/** uaas/checkPhoneIsEqual: the bound unified account has the same phone as this account (false when unbound). */
export async function isUnifiedPhoneEqual(options: { db: Db; actor: Actor }): Promise<boolean> {
  const binding = await findBinding(options.db, options.actor.userId);
  if (!binding) return false;
  const unified = await unifiedAccountDirectory(options.db).findById(binding.unifiedAccountId);
  const account = await getAccount(options.db, options.actor.userId);
  return unified?.phoneHash === account.phoneHash;
}

/** isShowUpgradeGuide: a certified enterprise main account that has not bound a unified account yet. */
export async function shouldShowUpgradeGuide(options: { db: Db; actor: Actor; userId?: string | undefined }): Promise<boolean> {
  const { db, actor } = options;
  if (options.userId !== undefined && options.userId !== actor.userId) return false;
  const account = await getAccount(db, actor.userId);
  const row = await findEnterpriseOf(db, account);
  const isCertifiedMain = account.userType === 'M' && row?.masterUserId === account.id && row.checkStatus === 'Confirm' && row.entType === 'Enterprise';
  return isCertifiedMain && !(await findBinding(db, actor.userId));
}

/**
 * getEpanEntUserDTOList: the users of the caller's enterprise (the one with this SAP number) and their
 * unified-account binding, for the main account's upgrade page. Another enterprise's SAP number: [].
 */
export async function findEnterpriseUsersForUpgrade(options: { db: Db; actor: Actor; email: string; sapId: string }) {
  const { db, actor } = options;
  const account = await getAccount(db, actor.userId);
  const row = await findEnterpriseOf(db, account);
  if (!row || row.sapId !== options.sapId || row.masterUserId !== account.id || account.userType !== 'M') return [];
  const users = await db
    .select({ userId: userAccount.id, logonId: userAccount.logonId, userType: userAccount.userType, boundEmail: uaasBinding.unifiedEmail })
    .from(userAccount)
    .leftJoin(uaasBinding, eq(uaasBinding.userId, userAccount.id))
    .where(and(eq(userAccount.enterpriseId, row.id), inArray(userAccount.userType, ['M', 'S'])))
    .orderBy(sql`${userAccount.userType} = 'M' DESC`, userAccount.logonId);
  return users.map((user) => ({
    userId: user.userId,
    logonId: user.logonId,
    userType: user.userType as 'M' | 'S' | 'N',
    enterpriseCnnme: row.enterpriseCnnme,
    boundEmail: user.boundEmail,
    matchesEmail: user.boundEmail?.toLowerCase() === options.email.toLowerCase(),
  }));
}

/**
 * The unifiedAccountToken grant's step: spends the one-time code the unified-account login issued and
 * answers the portal account bound to that unified account (auth then issues tokens as for any grant).
 */
export async function exchangeUnifiedAccountCode(options: { db: DbOrTx; code: string }): Promise<string> {
  const directory = unifiedAccountDirectory(options.db);
  const unifiedId = await directory.exchangeLogonCode(options.code);
  if (!unifiedId) throw new AppError('UNIFIED_ACCOUNT_CODE_INVALID', { field: 'code' });
  const [binding] = await options.db.select({ userId: uaasBinding.userId }).from(uaasBinding).where(eq(uaasBinding.unifiedAccountId, unifiedId));
  if (!binding) throw new AppError('UNIFIED_ACCOUNT_NOT_BOUND');
  return binding.userId;
}

/** POST /api/dev/uaas/issueCode (sandbox, never in production): log in to the sandbox and get a one-time code. */
export async function issueSandboxCode(options: { db: Db; email: string; password: string }): Promise<{ code: string; expiresIn: number }> {
  const account = await unifiedAccountDirectory(options.db).verifyPassword(options.email, options.password);
  if (!account) throw new AppError('UNIFIED_ACCOUNT_LOGIN_FAILED');
  if (account.status !== 'Active') throw new AppError('UNIFIED_ACCOUNT_INACTIVE');
  return { code: await issueSandboxLogonCode(options.db, account.id), expiresIn: SANDBOX_CODE_TTL_SECONDS };
}
