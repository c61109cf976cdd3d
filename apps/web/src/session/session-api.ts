import type { TGetUserInfoResponse, TGetUserPermissionResponse, TTokenResponse } from '@coastbook/contracts';
import { del, get, postForm } from '../api/transport';

/**
 * The calls the session itself makes (000 §7.2): token refresh, logout, user info and permissions.
 * Login grants live with the login page (features/auth).
 */

/** GET web/entUser/getUserInfo (000 §3 "User session"). */
export type UserInfo = TGetUserInfoResponse;

/** POST auth/oauth/token grant_type=refresh_token (form-encoded, no token header). */
export function requestTokenRefresh(refreshToken: string): Promise<TTokenResponse> {
  return postForm<TTokenResponse>('auth/oauth/token', { grant_type: 'refresh_token', refresh_token: refreshToken });
}

/** DELETE auth/token/logout (raw token header) → true. */
export function requestLogout(): Promise<boolean> {
  return del<boolean>('auth/token/logout');
}

export function getUserInfo(): Promise<UserInfo> {
  return get<UserInfo>('web/entUser/getUserInfo');
}

/** GET web/entUser/getUserPermission: function codes and permitted URL patterns (000 §6). */
export function getUserPermission(): Promise<TGetUserPermissionResponse> {
  return get<TGetUserPermissionResponse>('web/entUser/getUserPermission');
}
