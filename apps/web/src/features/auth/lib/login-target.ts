import { CHANGE_PASSWORD_PATH, LOGIN_PATH } from '../../../app/guard-rules';

/**
 * Where a successful login goes (000 §2.1, §4.3, §7.1): the `redirect` query when it is a path of
 * this site (never another origin, never /login itself), else home. `waitBack=1` marks a login
 * forced by an expired session; the page says so, and the redirect (when there is one) brings the
 * user back.
 */
export function loginTarget(search: URLSearchParams, mustChangePassword = false): string {
  // A weak or expired password is changed first (000 §4.3 would allow home; the login goes straight on).
  if (mustChangePassword) return CHANGE_PASSWORD_PATH;
  const redirect = search.get('redirect');
  if (redirect === null || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return '/';
  const path = redirect.split(/[?#]/)[0];
  if (path === LOGIN_PATH) return '/';
  return redirect;
}

export function isWaitBack(search: URLSearchParams): boolean {
  return search.get('waitBack') === '1' || search.get('waitBack') === 'true';
}
