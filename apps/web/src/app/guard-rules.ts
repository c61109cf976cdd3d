import { isUrlPermitted } from '@coastbook/domain';
import type { UserLoadStatus } from '../session/session-store';
import type { RouteMeta } from './route-meta';

/**
 * The route guard's decision (000 §4.3), kept pure so it can be tested without a browser. In order:
 * embedded pages with `?user=` pass; with a token, the first pass waits for user info + permissions,
 * a logged-in user going to /login goes home, a required password change sends every page but home
 * to /changePwd, and an unpermitted path shows NoAuth; without a token, a remembered login going to
 * /login goes home, public routes pass and the rest go to /login?redirect=<full target path>.
 * (The to-do count refresh of 000 §4.3 arrives with the to-do issue.)
 */

export type GuardDecision =
  | { kind: 'pass' }
  | { kind: 'redirect'; to: string }
  | { kind: 'noAuth' }
  /** First pass with a token: user info and permissions must load before anything else is decided. */
  | { kind: 'load' }
  /** User info could not be loaded (not a login problem: those end in /login): offer a retry. */
  | { kind: 'loadFailed' };

export interface GuardInput {
  /** Meta of the page being opened; undefined for the catch-all, which is always shown. */
  meta: RouteMeta | undefined;
  pathname: string;
  /** Query string including '?', or ''. */
  search: string;
  hash: string;
  accessToken: string | null;
  permittedUrls: readonly string[];
  userStatus?: UserLoadStatus;
  /** Strong-password flag false in local storage, or the password expired (000 §4.3, §4.6). */
  mustChangePassword?: boolean;
  /** The remembered-login flag (000 §4.3 "login with the remembered-login flag goes to /"). */
  rememberedLogin?: boolean;
  /** A login is finishing (login or register page): stay on the page until it leaves for its target. */
  signingIn?: boolean;
  /** The session just expired (refresh failed): the login redirect carries the wait-back flag (000 §7.1). */
  sessionExpired?: boolean;
}

export const HOME_PATH = '/';
export const LOGIN_PATH = '/login';
export const ERROR_PATH = '/error';
export const CHANGE_PASSWORD_PATH = '/changePwd';

/** /login?redirect=<full target path>: login sends the user back there (000 §4.3). */
export function loginRedirectPath(target: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ redirect: target }).toString()}`;
}

/**
 * Where an expired session sends the user (000 §7.1): /login with the redirect and the wait-back
 * flag; no redirect from home; null when already on /login.
 */
export function expiredSessionLoginPath(pathname: string, search: string, hash: string): string | null {
  if (pathname === LOGIN_PATH) return null;
  const params = new URLSearchParams();
  if (pathname !== HOME_PATH) params.set('redirect', `${pathname}${search}${hash}`);
  params.set('waitBack', '1');
  return `${LOGIN_PATH}?${params.toString()}`;
}

export function decideAccess(input: GuardInput): GuardDecision {
  const { meta, pathname, search, hash, accessToken } = input;
  if (meta === undefined) return { kind: 'pass' };

  // Embedded pages opened by another app carry the user's token in the query (000 §2.3, §4.3).
  if (meta.embedded && new URLSearchParams(search).has('user')) return { kind: 'pass' };

  if (accessToken !== null) {
    // Login or registration is finishing on this page (loading user info, then leaving for its target).
    if (input.signingIn) return { kind: 'pass' };
    if (pathname === LOGIN_PATH) return { kind: 'redirect', to: HOME_PATH };
    const userStatus = input.userStatus ?? 'loaded';
    if (userStatus === 'idle' || userStatus === 'loading') return { kind: 'load' };
    if (userStatus === 'failed') return meta.auth ? { kind: 'loadFailed' } : { kind: 'pass' };
    if (input.mustChangePassword && pathname !== CHANGE_PASSWORD_PATH && pathname !== HOME_PATH) {
      return { kind: 'redirect', to: CHANGE_PASSWORD_PATH };
    }
    if (meta.permission && pathname !== ERROR_PATH && !isUrlPermitted(pathname, input.permittedUrls)) {
      return { kind: 'noAuth' };
    }
    return { kind: 'pass' };
  }

  if (pathname === LOGIN_PATH && input.rememberedLogin) return { kind: 'redirect', to: HOME_PATH };
  if (meta.auth === false) return { kind: 'pass' };
  const expiredTarget = input.sessionExpired ? expiredSessionLoginPath(pathname, search, hash) : null;
  return { kind: 'redirect', to: expiredTarget ?? loginRedirectPath(`${pathname}${search}${hash}`) };
}
