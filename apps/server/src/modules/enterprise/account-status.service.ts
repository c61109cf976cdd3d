import type { TEntAuthority, TGetStatusResponse } from '@coastbook/contracts';
import {
  actsForAnEnterprise,
  AppError,
  certificationBadge,
  deriveAccountFlags,
  SUB_USER_RIGHTS,
  valuesOf,
  type AccountStatusInputs,
  type CertificationStatus,
  type EnterpriseReviewStatus,
  type EnterpriseType,
  type OrderVisibility,
  type PermissionSubject,
  type RelationRequestStatus,
  type SubUserRight,
  type SupplierStatus,
  type UserType,
} from '@coastbook/domain';
import { and, desc, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { userAccount } from '../auth';
import { certificationRequest, enterprise, enterpriseRelationRequest, entMasterRequest } from './enterprise.tables';
import { findLatestRelation, getAccountStanding, latestRelationIdOf, type AccountRow, type EnterpriseRow, type RelationRow } from './enterprise-access';
import { uaasBinding } from './uaas/uaas.tables';

const ALL_RIGHTS = valuesOf(SUB_USER_RIGHTS);

/** The charter-supplier status of 000 §4.1: the latest request's, a cancelled one counting as none. */
async function findSupplierStatus(db: DbOrTx, userId: string): Promise<SupplierStatus> {
  const [latest] = await db
    .select({ status: certificationRequest.status })
    .from(certificationRequest)
    .where(and(eq(certificationRequest.userId, userId), eq(certificationRequest.type, 'CharterSupplier')))
    .orderBy(desc(certificationRequest.createdAt), desc(certificationRequest.id))
    .limit(1);
  return latest && latest.status !== 'Cancel' ? (latest.status as SupplierStatus) : '';
}

/** The newest main-account change request the user applied for, or that hands over from the user. */
async function findMasterStatus(db: DbOrTx, userId: string): Promise<EnterpriseReviewStatus | ''> {
  const [latest] = await db
    .select({ status: entMasterRequest.status })
    .from(entMasterRequest)
    .where(or(eq(entMasterRequest.applicantUserId, userId), eq(entMasterRequest.previousMasterUserId, userId)))
    .orderBy(desc(entMasterRequest.createdAt), desc(entMasterRequest.id))
    .limit(1);
  return (latest?.status as EnterpriseReviewStatus | undefined) ?? '';
}

interface StatusSources {
  account: AccountRow;
  enterprise: EnterpriseRow | undefined;
  relation: RelationRow | undefined;
}

async function loadSources(db: DbOrTx, userId: string): Promise<StatusSources> {
  // One statement for the three rows: every order call and permission check reads them.
  const [row] = await db
    .select()
    .from(userAccount)
    .leftJoin(enterprise, eq(enterprise.id, userAccount.enterpriseId))
    .leftJoin(enterpriseRelationRequest, eq(enterpriseRelationRequest.id, latestRelationIdOf(db, userId)))
    .where(eq(userAccount.id, userId));
  // The token's user vanished: treat the caller as logged out (as getAccount does).
  if (!row) throw new AppError('UNAUTHORIZED');
  return { account: row.user_account, enterprise: row.enterprise ?? undefined, relation: row.enterprise_relation_request ?? undefined };
}

/** The status inputs of 000 §3, read from this area's tables. */
export async function loadAccountStatusInputs(options: { db: DbOrTx; userId: string }): Promise<AccountStatusInputs> {
  const { db, userId } = options;
  const { account, enterprise: row, relation } = await loadSources(db, userId);
  const supplierStatus = await findSupplierStatus(db, userId);
  const masterStatus = await findMasterStatus(db, userId);
  const [binding] = await db.select({ unifiedEmail: uaasBinding.unifiedEmail }).from(uaasBinding).where(eq(uaasBinding.userId, userId));
  return {
    enterpriseInfoCERTStatus: (row?.checkStatus as CertificationStatus | undefined) ?? '',
    enterpriseType: (row?.entType as EnterpriseType | undefined) ?? '',
    enterpriseRelationReqStatus: (relation?.status as RelationRequestStatus | undefined) ?? '',
    userType: account.userType as UserType,
    masterStatus,
    ebooking: row?.isEbooking ?? false,
    domestic: row?.isDomestic ?? true,
    enterpriseUpgradeStatus: (row?.upgradeStatus as CertificationStatus | null | undefined) ?? '',
    supplierStatus,
    confirmTerm: row?.confirmTerm ?? false,
    unionAccount: binding?.unifiedEmail ?? '',
  };
}

/** GET web/entUser/getStatus: the inputs, the flags of the one domain rule, and the user card's badges. */
export async function getAccountStatus(options: { db: DbOrTx; userId: string }): Promise<TGetStatusResponse> {
  const inputs = await loadAccountStatusInputs(options);
  const flags = deriveAccountFlags(inputs);
  return { inputs, flags, badges: certificationBadge(flags) };
}

/**
 * What permissionsFor needs: user type and roles, the certification of the user's enterprise (a
 * sub-account's is its enterprise's), the link request, a linked sub-account's rights and, for a user acting
 * for an enterprise, its own charter-supplier status.
 */
export async function findPermissionSubject(options: { db: DbOrTx; userId: string }): Promise<PermissionSubject> {
  return (await findTradingStanding(options)).subject;
}

/**
 * The permission subject, the enterprise standing and the enterprise's member level from one read of the
 * user's rows, for a call that needs them all (an order call checks the caller may trade, which orders it
 * sees, and prices the member-level promotions).
 */
export async function findTradingStanding(options: {
  db: DbOrTx;
  userId: string;
}): Promise<{ subject: PermissionSubject; authority: TEntAuthority; memberLevel: number | null }> {
  const { account, enterprise: row, relation } = await loadSources(options.db, options.userId);
  const subject: PermissionSubject = {
    userType: account.userType,
    roles: account.roles,
    certification: row ? { enterpriseType: row.entType as EnterpriseType, status: row.checkStatus as CertificationStatus } : undefined,
    relationStatus: relation?.status as RelationRequestStatus | undefined,
    subUserRights: account.userType === 'S' && relation?.status === 'A' ? (relation.rights as SubUserRight[]) : undefined,
  };
  const authority = authorityOf(account, relation);
  // Only a user acting for an enterprise needs it (a supplier request filed before linking keeps its page).
  return {
    subject: actsForAnEnterprise(subject) ? { ...subject, supplierStatus: await findSupplierStatus(options.db, options.userId) } : subject,
    authority,
    memberLevel: row?.level ?? null,
  };
}

/**
 * Which enterprise orders (and files, addresses) a user sees: a linked sub-account as its main account
 * granted; everyone else ALL (a main account sees its enterprise, others only have their own).
 */
export async function findOrderVisibility(options: { db: DbOrTx; userId: string }): Promise<OrderVisibility> {
  return (await findEntAuthority(options)).visibility;
}

/** A user's standing in its enterprise: user type, visibility and rights (getEntAuthorityByUserId). */
export async function findEntAuthority(options: { db: DbOrTx; userId: string }): Promise<TEntAuthority> {
  // Read on every order list and order call: only a sub-account's standing needs its link request.
  const account = await getAccountStanding(options.db, options.userId);
  return authorityOf(account, account.userType === 'S' ? await findLatestRelation(options.db, options.userId) : undefined);
}

function authorityOf(account: Pick<AccountRow, 'id' | 'userType' | 'enterpriseId'>, relation: RelationRow | undefined): TEntAuthority {
  if (account.userType === 'S') {
    // A sub-account without a live link (should not happen) gets the narrowest standing.
    const linked = relation?.status === 'A' ? relation : undefined;
    return {
      userId: account.id,
      userType: 'S',
      enterpriseId: account.enterpriseId,
      visibility: (linked?.visibility as OrderVisibility | null | undefined) ?? 'OWN',
      rights: linked?.rights ?? [],
    };
  }
  return { userId: account.id, userType: account.userType as UserType, enterpriseId: account.enterpriseId, visibility: 'ALL', rights: [...ALL_RIGHTS] };
}
