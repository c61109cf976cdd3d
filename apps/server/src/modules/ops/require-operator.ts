import { AppError, hasOperatorPermission, type BilingualText, type OpsPermission } from '@coastbook/domain';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { findOperatorByToken, type Operator } from './ops-token.service';

declare module 'fastify' {
  interface FastifyRequest {
    operator?: Operator;
  }
}

const NOT_LOGGED_IN: BilingualText = { zh: '请先登录运营后台', en: 'Please log in to the operator console first' };
const LOGIN_LAPSED: BilingualText = { zh: '运营后台登录已失效，请重新登录', en: 'Your operator console login has expired, please log in again' };

/** `Authorization: Bearer <token>` (or the raw token, as on the portal's calls). */
function readOpsToken(header: string | undefined): string | undefined {
  const token = header?.replace(/^bearer\s+/i, '').trim();
  return token && token.length <= 200 ? token : undefined;
}

/**
 * preHandler for operator-console routes: 401 without a live operator token (a customer token is not
 * one: the two live in different tables), 403 when the operator's role lacks any of `permissions`.
 * With no permission named, any logged-in operator passes. Routes name permissions, not roles, so a
 * role is reshaped only in packages/domain/src/ops.
 */
export function requireOperator(...permissions: OpsPermission[]): preHandlerAsyncHookHandler {
  return async function requireOperatorHook(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = readOpsToken(request.headers.authorization);
    if (!token) throw new AppError('UNAUTHORIZED', { msg: NOT_LOGGED_IN });
    const operator = await findOperatorByToken({ db: request.server.db, token });
    if (!operator) throw new AppError('UNAUTHORIZED', { msg: LOGIN_LAPSED });
    if (!hasOperatorPermission(operator.role, ...permissions)) throw new AppError('OPS_PERMISSION_DENIED');
    // Until an initial or reset password is replaced, only permission-free calls (me, logout, password change) pass.
    if (operator.mustChangePassword && permissions.length > 0) throw new AppError('OPS_PASSWORD_CHANGE_REQUIRED');
    request.operator = operator;
  };
}

/** The operator of a route guarded by requireOperator. */
export function operatorOf(request: FastifyRequest): Operator {
  if (!request.operator) throw new AppError('UNAUTHORIZED', { msg: NOT_LOGGED_IN });
  return request.operator;
}
