import type { TSubUser } from '@coastbook/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client';
import { userAccount } from '../../auth';
import { enterpriseRelationRequest, subUserToken } from '../enterprise.tables';
import { isoOrNull, type RelationRow } from '../enterprise-access';

export const subUserColumns = {
  relation: enterpriseRelationRequest,
  logonId: userAccount.logonId,
  userCnnme: userAccount.userCnnme,
  userType: userAccount.userType,
  phoneMasked: userAccount.phoneMasked,
};

export interface SubUserRow {
  relation: RelationRow;
  logonId: string;
  userCnnme: string;
  userType: string;
  phoneMasked: string;
}

/** Live token hints of these users. */
export async function findTokenHints(db: DbOrTx, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: subUserToken.userId, tokenHint: subUserToken.tokenHint })
    .from(subUserToken)
    .where(and(inArray(subUserToken.userId, userIds), isNull(subUserToken.revokedAt)));
  return new Map(rows.map((row) => [row.userId, row.tokenHint]));
}

export function toSubUser(row: SubUserRow, tokenHints: Map<string, string>): TSubUser {
  const hint = tokenHints.get(row.relation.userId) ?? null;
  return {
    userId: row.relation.userId,
    loginId: row.logonId,
    userCnnme: row.userCnnme,
    userType: row.userType as TSubUser['userType'],
    phone: row.phoneMasked,
    relationStatus: row.relation.status as TSubUser['relationStatus'],
    note: row.relation.applicantNote,
    visibility: row.relation.visibility as TSubUser['visibility'],
    rights: row.relation.rights,
    hasToken: hint !== null,
    tokenHint: hint,
    appliedAt: row.relation.createdAt.toISOString(),
    decidedAt: isoOrNull(row.relation.decidedAt),
  };
}

/** The relation rows with their users, as sub-user views. */
export async function withTokens(db: DbOrTx, rows: SubUserRow[]): Promise<TSubUser[]> {
  const hints = await findTokenHints(db, rows.map((row) => row.relation.userId));
  return rows.map((row) => toSubUser(row, hints));
}

export const joinUser = eq(userAccount.id, enterpriseRelationRequest.userId);
