import { OPERATOR_ROLES, OPS_PERMISSIONS, valuesOf } from '@coastbook/domain';
import { z } from 'zod';
import { ZEncryptedSecret } from '../auth/token';

/**
 * Operator console login (POST /api/ops/auth/login, JSON). The password is encrypted in the browser with
 * the same public key as customer passwords (GET /api/auth/publicKey).
 */
export const ZOpsLoginRequest = z.object({
  loginName: z.string({ error: '请输入账号' }).trim().min(1, '请输入账号').max(40, '账号过长'),
  password: ZEncryptedSecret,
});
export type TOpsLoginRequest = z.infer<typeof ZOpsLoginRequest>;

export const ZOperatorRole = z.enum(valuesOf(OPERATOR_ROLES));
export const ZOpsPermission = z.enum(valuesOf(OPS_PERMISSIONS));

/** GET /api/ops/auth/me: who the operator is and what the console may show them. */
export const ZOpsOperatorProfile = z.object({
  operatorId: z.string(),
  loginName: z.string(),
  displayName: z.string(),
  role: ZOperatorRole,
  permissions: z.array(ZOpsPermission),
  /** An initial or reset password: the console sends the operator to the password change first. */
  mustChangePassword: z.boolean(),
});
export type TOpsOperatorProfile = z.infer<typeof ZOpsOperatorProfile>;

export const ZOpsLoginResponse = z.object({
  token: z.string().describe('Send as `Authorization: Bearer <token>` on /api/ops calls'),
  expiresIn: z.number().int().describe('seconds until the token expires (8 hours; no refresh)'),
  operator: ZOpsOperatorProfile,
});
export type TOpsLoginResponse = z.infer<typeof ZOpsLoginResponse>;

export const ZOpsLogoutResponse = z.boolean();
