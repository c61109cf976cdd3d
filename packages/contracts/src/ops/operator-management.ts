import { OPERATOR_STATES, valuesOf } from '@coastbook/domain';
import { z } from 'zod';
import { ZEncryptedSecret } from '../auth/token';
import { pageOf, ZPageRequest } from '../pagination';
import { ZOperatorRole } from './auth';

/**
 * Operator management (/api/ops/operators, permission ops_operator_manage): list, create, disable /
 * enable, reset password, change role. Passwords travel RSA-encrypted like every password (the key of
 * GET /api/auth/publicKey); their strength is checked on the server after decryption.
 */

const STATES = valuesOf(OPERATOR_STATES) as ['Active', 'Disabled'];

/** Letters, digits, '_', '.', '-'; starts with a letter; 3-40 characters. */
export const OPERATOR_LOGIN_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]{2,39}$/;

export const ZOperatorRecord = z.object({
  operatorId: z.string(),
  loginName: z.string(),
  displayName: z.string(),
  role: ZOperatorRole,
  state: z.enum(STATES),
  mustChangePassword: z.boolean().describe('true until the operator replaces an initial or reset password'),
  lockedUntil: z.string().nullable().describe('ISO time while locked after 5 wrong passwords'),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TOperatorRecord = z.infer<typeof ZOperatorRecord>;

/** GET /api/ops/operators: newest first; keyword matches login or display name (contains). */
export const ZOperatorListQuery = ZPageRequest.extend({
  keyword: z.string().trim().max(40, '关键字不能超过40个字符').optional(),
  state: z.enum(STATES, { error: 'state 须为 Active 或 Disabled' }).optional(),
});
export type TOperatorListQuery = z.infer<typeof ZOperatorListQuery>;

export const ZOperatorPage = pageOf(ZOperatorRecord);
export type TOperatorPage = z.infer<typeof ZOperatorPage>;

export const ZOperatorParams = z.object({ operatorId: z.uuid({ error: '运营账号ID格式不正确' }) });

/** POST /api/ops/operators: the new operator must change this password at the first login. */
export const ZCreateOperatorRequest = z.object({
  loginName: z
    .string({ error: '请输入登录名' })
    .trim()
    .min(1, '请输入登录名')
    .regex(OPERATOR_LOGIN_NAME_PATTERN, '登录名须以字母开头，3-40位字母、数字、下划线、点或横线'),
  displayName: z.string({ error: '请输入姓名' }).trim().min(1, '请输入姓名').max(40, '姓名不能超过40个字符'),
  role: ZOperatorRole,
  password: ZEncryptedSecret,
});
export type TCreateOperatorRequest = z.infer<typeof ZCreateOperatorRequest>;

/** POST /api/ops/operators/:operatorId/role */
export const ZChangeOperatorRoleRequest = z.object({ role: ZOperatorRole });
export type TChangeOperatorRoleRequest = z.infer<typeof ZChangeOperatorRoleRequest>;

/** POST /api/ops/operators/:operatorId/reset-password: shown once, never stored in clear or logged. */
export const ZResetOperatorPasswordResponse = z.object({
  operator: ZOperatorRecord,
  password: z.string().describe('the one-time password; the operator must change it at the next login'),
});
export type TResetOperatorPasswordResponse = z.infer<typeof ZResetOperatorPasswordResponse>;

/** POST /api/ops/auth/password: the logged-in operator's own password change (both encrypted). */
export const ZChangeOwnOperatorPasswordRequest = z.object({
  oldPassword: ZEncryptedSecret,
  newPassword: ZEncryptedSecret,
});
export type TChangeOwnOperatorPasswordRequest = z.infer<typeof ZChangeOwnOperatorPasswordRequest>;

/** POST /api/ops/bank-reviews/:enterpriseId/reveal-account: the full number, each call audited. */
export const ZRevealBankAccountResponse = z.object({ enterpriseId: z.string(), bankAccountNo: z.string() });
export type TRevealBankAccountResponse = z.infer<typeof ZRevealBankAccountResponse>;
