import { isUrlPermitted } from '@coastbook/domain';
import type { RouteMeta } from './route-meta';

/**
 * The route guard's decision (000 §4.3), kept pure so it can be tested without a browser.
 * Not yet here (their issues add them): loading user info / statuses / function codes on the first
 * pass, refreshing the to-do count, the forced password change (/changePwd) and remembered login.
 */

export type GuardDecision = { kind: 'pass' } | { kind: 'redirect'; to: string } | { kind: 'noAuth' };

export interface GuardInput {
  /** Meta of the page being opened; undefined for the catch-all, which is always shown. */
  meta: RouteMeta | undefined;
  pathname: string;
  /** Query string including '?', or ''. */
  search: string;
  hash: string;
  accessToken: string | null;
  permittedUrls: readonly string[];
}

export const LOGIN_PATH = '/login';
export const ERROR_PATH = '/error';

/** /login?redirect=<full target path>: login sends the user back there (000 §4.3). */
export function loginRedirectPath(target: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ redirect: target }).toString()}`;
}

export function decideAccess(input: GuardInput): GuardDecision {
  const { meta, pathname, search, hash, accessToken } = input;
  if (meta === undefined) return { kind: 'pass' };

  // Embedded pages opened by another app carry the user's token in the query (000 §2.3, §4.3).
  if (meta.embedded && new URLSearchParams(search).has('user')) return { kind: 'pass' };

  if (accessToken !== null) {
    if (pathname === LOGIN_PATH) return { kind: 'redirect', to: '/' };
    if (meta.permission && pathname !== ERROR_PATH && !isUrlPermitted(pathname, input.permittedUrls)) {
      return { kind: 'noAuth' };
    }
    return { kind: 'pass' };
  }

  if (meta.auth === false) return { kind: 'pass' };
  return { kind: 'redirect', to: loginRedirectPath(`${pathname}${search}${hash}`) };
}
