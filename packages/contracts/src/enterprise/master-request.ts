import { z } from 'zod';
import { ZPageRequest } from '../pagination';
import { fileIdList, idField, optionalText, requiredText } from './fields';

/** POST web/entMasterReq/search: main-account change requests, page 1 size 10 by default (000 §3, §9). */
const ZMasterSearchPage = ZPageRequest.extend({
  size: z.coerce.number().int().min(1, '每页条数必须大于0').max(100, '每页条数不能超过100').default(10),
});
/** A call without a body reads as the defaults. */
export const ZMasterRequestSearchRequest = ZMasterSearchPage.nullish().transform((page) => page ?? ZMasterSearchPage.parse({}));
export type TMasterRequestSearchRequest = z.infer<typeof ZMasterRequestSearchRequest>;

export const ZMasterRequest = z.object({
  id: z.string(),
  enterpriseId: z.string(),
  kind: z.enum(['apply', 'change']).describe('apply: a sub-account asks to become main; change: the main account hands over'),
  status: z.enum(['A', 'R', 'M', 'W', 'X']).describe('M enterprise reviewing, W customer service reviewing, A passed, R refused, X cancelled'),
  applicantUserId: z.string(),
  applicantLogonId: z.string(),
  previousMasterLogonId: z.string().nullable(),
  reason: z.string().nullable(),
  decisionNote: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TMasterRequest = z.infer<typeof ZMasterRequest>;

/** POST web/entMasterReq/apply: a sub-account asks to become its enterprise's main account; the main account decides. */
export const ZMasterApplyRequest = z.object({
  reason: requiredText('申请原因', 200),
  fileIds: fileIdList('请上传证明文件', 0, 5).default([]),
});
export type TMasterApplyRequest = z.infer<typeof ZMasterApplyRequest>;
export const ZMasterApplyResponse = z.object({ id: z.string() });

/** POST web/entMasterReq/change: the main account hands the main account over to one of its linked sub-accounts. */
export const ZMasterChangeRequest = z.object({
  newMasterUserId: idField('新主账号'),
  reason: optionalText('变更原因', 200),
});
export type TMasterChangeRequest = z.infer<typeof ZMasterChangeRequest>;

/** POST web/entMasterReq/update: the main account approves or refuses an application; the applicant may cancel it. */
export const ZMasterUpdateRequest = z.object({
  id: idField('申请编号'),
  action: z.enum(['approve', 'refuse', 'cancel'], { error: '操作只能是 approve、refuse 或 cancel' }),
  note: optionalText('处理意见', 200),
});
export type TMasterUpdateRequest = z.infer<typeof ZMasterUpdateRequest>;

/** POST web/entUser/request/history: the account and enterprise changes the caller may see, newest first. */
export const ZRequestHistoryRequest = ZPageRequest.nullish().transform((page) => page ?? ZPageRequest.parse({}));
export const ZStateChangeEvent = z.object({
  id: z.string(),
  subjectType: z.string(),
  field: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  reason: z.string().nullable(),
  userLogonId: z.string().nullable().describe('the user the change was about'),
  actorKind: z.enum(['customer', 'operator', 'system']),
  actorLogonId: z.string().nullable().describe('the customer who made it (operators are not named)'),
  at: z.string(),
});
export type TStateChangeEvent = z.infer<typeof ZStateChangeEvent>;

/**
 * GET /api/ops/master-requests: applications the enterprise's main account agreed to, waiting for
 * customer service (status W) by default, oldest first; the operator checks the authorisation letter.
 */
export const ZOpsMasterRequestQuery = ZPageRequest.extend({
  status: z.enum(['A', 'R', 'M', 'W', 'X'], { error: '状态只能是 A、R、M、W 或 X' }).default('W'),
});
export const ZOpsMasterRequestRecord = ZMasterRequest.extend({
  enterpriseCnnme: z.string(),
  socialCreditCode: z.string().nullable(),
  fileIds: z.array(z.string()).describe('the authorisation letter and other proofs (download through /api/ops/files)'),
});
export type TOpsMasterRequestRecord = z.infer<typeof ZOpsMasterRequestRecord>;
export const ZOpsMasterRequestParams = z.object({ id: z.uuid({ error: '申请编号格式不正确' }) });
