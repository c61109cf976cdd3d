import { ORDER_VISIBILITY, SUB_USER_RIGHTS, valuesOf } from '@coastbook/domain';
import { z } from 'zod';
import { ZPageRequest } from '../pagination';
import { idField, optionalText } from './fields';

export const ZOrderVisibility = z.enum(valuesOf(ORDER_VISIBILITY) as ['ALL', 'OWN'], { error: '订单查看范围只能是 ALL 或 OWN' });
export const ZSubUserRight = z.enum(valuesOf(SUB_USER_RIGHTS) as ['user_pay', 'user_pre_deposit', 'user_auto_invoice', 'user_demurrage_deduction'], {
  error: '子账号权限只能是 user_pay、user_pre_deposit、user_auto_invoice、user_demurrage_deduction',
});
const ZRights = z.array(ZSubUserRight).max(4).transform((rights) => Array.from(new Set(rights)));

const ZUserIds = z
  .array(idField('用户编号'), { error: '请选择用户' })
  .min(1, '请选择用户')
  .max(100, '一次最多处理100个用户')
  .transform((ids) => Array.from(new Set(ids)));

/** A user of an enterprise as the main account's sub-user page shows it (000 §3 "Enterprise sub-user"). */
export const ZSubUser = z.object({
  userId: z.string(),
  loginId: z.string(),
  userCnnme: z.string(),
  userType: z.enum(['M', 'S', 'N']),
  phone: z.string().describe('masked'),
  relationStatus: z.enum(['W', 'A', 'R', 'X']).nullable().describe('null for the main account'),
  note: z.string().nullable().describe('applicant name given with the link request'),
  visibility: z.enum(['ALL', 'OWN']).nullable(),
  rights: z.array(z.string()),
  hasToken: z.boolean(),
  tokenHint: z.string().nullable().describe('last 4 characters of the live integration token'),
  appliedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type TSubUser = z.infer<typeof ZSubUser>;

/** POST web/enterprise/subUser/findAllByEnterpriseId: the main account and every linked sub-account. */
export const ZFindAllByEnterpriseIdRequest = z.object({ enterpriseId: idField('企业标识') });

/** GET web/enterprise/subUser/getAuditedUserPage: approved and refused users, newest decision first. */
export const ZAuditedUserPageQuery = ZPageRequest.extend({
  loginId: optionalText('登录名', 40),
  relationStatus: z.enum(['A', 'R'], { error: '状态只能是 A 或 R' }).optional(),
});
export type TAuditedUserPageQuery = z.infer<typeof ZAuditedUserPageQuery>;

/** POST web/enterprise/subUser/batchApprove: links the users as sub-accounts with this visibility and these rights. */
export const ZBatchApproveRequest = z.object({
  userIds: ZUserIds,
  visibility: ZOrderVisibility,
  rights: ZRights.default([]),
});
export type TBatchApproveRequest = z.infer<typeof ZBatchApproveRequest>;

/** POST web/enterprise/subUser/batchRefuse. */
export const ZBatchRefuseRequest = z.object({ userIds: ZUserIds, reason: optionalText('拒绝原因', 200) });
export type TBatchRefuseRequest = z.infer<typeof ZBatchRefuseRequest>;

/** POST web/enterprise/subUser/batchDelete: unbinds linked sub-accounts (action Cancel) and clears refused rows. */
export const ZBatchDeleteRequest = z.object({ userIds: ZUserIds });

/** POST web/enterprise/subUser/updateSubUserPermission. */
export const ZUpdateSubUserPermissionRequest = z.object({
  userId: idField('用户编号'),
  visibility: ZOrderVisibility,
  rights: ZRights,
});
export type TUpdateSubUserPermissionRequest = z.infer<typeof ZUpdateSubUserPermissionRequest>;

/**
 * POST web/enterprise/subUser/updateSubUserToken: issue (or re-issue) a sub-account's integration token,
 * or revoke it. The token is shown once, in this answer; only its hash is kept.
 */
export const ZUpdateSubUserTokenRequest = z.object({
  userId: idField('用户编号'),
  action: z.enum(['issue', 'revoke'], { error: '操作只能是 issue 或 revoke' }),
});
export const ZUpdateSubUserTokenResponse = z.object({
  token: z.string().nullable().describe('the new token, shown once; null after revoke'),
  tokenHint: z.string().nullable(),
  issuedAt: z.string().nullable(),
});
export type TUpdateSubUserTokenResponse = z.infer<typeof ZUpdateSubUserTokenResponse>;

/** GET web/enterprise/subUser/findByLoginIdLike?loginId=: linked sub-accounts whose login id contains the text. */
export const ZFindByLoginIdLikeQuery = z.object({
  loginId: z.string({ error: '请输入登录名' }).trim().min(1, '请输入登录名').max(40, '登录名长度不能超过40个字符'),
});

/** A user of an enterprise in short (getUserByEnterpriseId, getUserByQuery). */
export const ZEnterpriseUserBrief = z.object({
  userId: z.string(),
  logonId: z.string(),
  userCnnme: z.string(),
  userType: z.enum(['M', 'S', 'N']),
});
export type TEnterpriseUserBrief = z.infer<typeof ZEnterpriseUserBrief>;
export const ZGetUserByEnterpriseIdQuery = z.object({ enterpriseId: idField('企业标识') });
export const ZGetUserByQueryQuery = z.object({
  userLogonId: z.string({ error: '请输入登录名' }).trim().min(1, '请输入登录名').max(40, '登录名长度不能超过40个字符'),
});

/** GET web/epanEntUserRelationReq/getRelationInfoByUserId?userId=: a link request (the caller's own, or a sub-user's for its main account). */
export const ZRelationUserQuery = z.object({ userId: idField('用户编号').optional() });
export const ZRelationInfo = z.object({
  requestId: z.string(),
  userId: z.string(),
  enterpriseId: z.string(),
  enterpriseCnnme: z.string(),
  status: z.enum(['W', 'A', 'R', 'X']),
  note: z.string(),
  appliedAt: z.string(),
  decidedAt: z.string().nullable(),
  refuseReason: z.string().nullable(),
  visibility: z.enum(['ALL', 'OWN']).nullable(),
  rights: z.array(z.string()),
  mainAccountLogonId: z.string().nullable(),
});
export type TRelationInfo = z.infer<typeof ZRelationInfo>;
export const ZGetRelationInfoResponse = ZRelationInfo.nullable();

/** GET web/epanEntUserRelationReq/getEntAuthorityByUserId?userId=: what the user may see and do in its enterprise. */
export const ZEntAuthority = z.object({
  userId: z.string(),
  userType: z.enum(['M', 'S', 'N']),
  enterpriseId: z.string().nullable(),
  visibility: z.enum(['ALL', 'OWN']).describe('main accounts and unlinked users: ALL (their own data is all they have)'),
  rights: z.array(z.string()).describe('sub-accounts: the rights granted; others: every right'),
});
export type TEntAuthority = z.infer<typeof ZEntAuthority>;
