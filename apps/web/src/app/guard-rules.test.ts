import { describe, expect, it } from 'vitest';
import { decideAccess, expiredSessionLoginPath, loginRedirectPath, type GuardInput } from './guard-rules';
import type { RouteMeta } from './route-meta';

const PUBLIC: RouteMeta = { title: 'route.home', auth: false, permission: false };
const MEMBER: RouteMeta = { title: 'route.changePassword', auth: true, permission: false };
const GATED: RouteMeta = { title: 'route.product', auth: true, permission: true, permissionCode: 'product_domestic_trade_index' };
const EMBEDDED_GATED: RouteMeta = { ...MEMBER, title: 'route.historyTask', embedded: true };

function input(overrides: Partial<GuardInput>): GuardInput {
  return { meta: MEMBER, pathname: '/changePwd', search: '', hash: '', accessToken: null, permittedUrls: [], ...overrides };
}

describe('decideAccess (000 §4.3)', () => {
  it('lets anyone through a public route', () => {
    expect(decideAccess(input({ meta: PUBLIC, pathname: '/' }))).toEqual({ kind: 'pass' });
  });

  it('sends a visitor to /login with the full target path as redirect', () => {
    const decision = decideAccess(input({ meta: GATED, pathname: '/product', search: '?fpolCde=SHA&lpodCde=HAK', hash: '#list' }));
    expect(decision).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fproduct%3FfpolCde%3DSHA%26lpodCde%3DHAK%23list' });
    expect(new URLSearchParams(loginRedirectPath('/a?b=1&c=2').split('?')[1]).get('redirect')).toBe('/a?b=1&c=2');
  });

  it('lets a logged-in user through a route without the permission flag', () => {
    expect(decideAccess(input({ accessToken: 't' }))).toEqual({ kind: 'pass' });
  });

  it('shows NoAuth when the permission-flagged path is not in the permitted URLs', () => {
    expect(decideAccess(input({ meta: GATED, pathname: '/product', accessToken: 't', permittedUrls: ['/trailer'] }))).toEqual({
      kind: 'noAuth',
    });
  });

  it('accepts an exact permitted URL and a prefix entry ending with *', () => {
    expect(decideAccess(input({ meta: GATED, pathname: '/product', accessToken: 't', permittedUrls: ['/product'] }))).toEqual({
      kind: 'pass',
    });
    expect(
      decideAccess(input({ meta: GATED, pathname: '/product/custom/query', accessToken: 't', permittedUrls: ['/product*'] })),
    ).toEqual({ kind: 'pass' });
  });

  it('sends a logged-in user away from /login to home', () => {
    expect(decideAccess(input({ meta: PUBLIC, pathname: '/login', accessToken: 't' }))).toEqual({ kind: 'redirect', to: '/' });
  });

  it('never refuses the error page', () => {
    expect(decideAccess(input({ meta: { ...GATED, title: 'route.error' }, pathname: '/error', accessToken: 't' }))).toEqual({
      kind: 'pass',
    });
  });

  it('lets an embedded page through on a user query token, otherwise guards it like any page', () => {
    expect(decideAccess(input({ meta: EMBEDDED_GATED, pathname: '/ssb/historyTask', search: '?user=abc' }))).toEqual({
      kind: 'pass',
    });
    expect(decideAccess(input({ meta: EMBEDDED_GATED, pathname: '/ssb/historyTask' }))).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fssb%2FhistoryTask',
    });
  });

  it('always shows the catch-all (no meta): unknown paths get the error page', () => {
    expect(decideAccess(input({ meta: undefined, pathname: '/nowhere' }))).toEqual({ kind: 'pass' });
  });

  it('waits for user info and permissions on the first pass with a token', () => {
    expect(decideAccess(input({ accessToken: 't', userStatus: 'idle' }))).toEqual({ kind: 'load' });
    expect(decideAccess(input({ meta: GATED, pathname: '/product', accessToken: 't', userStatus: 'loading' }))).toEqual({
      kind: 'load',
    });
    // /login → / needs no user info.
    expect(decideAccess(input({ meta: PUBLIC, pathname: '/login', accessToken: 't', userStatus: 'idle' }))).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('offers a retry when user info failed on a member page, and lets public pages through', () => {
    expect(decideAccess(input({ accessToken: 't', userStatus: 'failed' }))).toEqual({ kind: 'loadFailed' });
    expect(decideAccess(input({ meta: PUBLIC, pathname: '/helpCenter/helpType', accessToken: 't', userStatus: 'failed' }))).toEqual({
      kind: 'pass',
    });
  });

  it('forces the password change on every page but /changePwd and home', () => {
    const weak = { accessToken: 't', userStatus: 'loaded' as const, mustChangePassword: true, permittedUrls: ['/product'] };
    expect(decideAccess(input({ ...weak, meta: GATED, pathname: '/product' }))).toEqual({ kind: 'redirect', to: '/changePwd' });
    expect(decideAccess(input({ ...weak, meta: PUBLIC, pathname: '/helpCenter/helpType' }))).toEqual({
      kind: 'redirect',
      to: '/changePwd',
    });
    expect(decideAccess(input({ ...weak, pathname: '/changePwd' }))).toEqual({ kind: 'pass' });
    expect(decideAccess(input({ ...weak, meta: PUBLIC, pathname: '/' }))).toEqual({ kind: 'pass' });
  });

  it('keeps the login or register page while a login finishes there', () => {
    const finishing = { accessToken: 't', userStatus: 'loading' as const, signingIn: true };
    expect(decideAccess(input({ ...finishing, meta: PUBLIC, pathname: '/login' }))).toEqual({ kind: 'pass' });
    expect(decideAccess(input({ ...finishing, meta: PUBLIC, pathname: '/register' }))).toEqual({ kind: 'pass' });
  });

  it('sends /login home for a remembered login without a token', () => {
    expect(decideAccess(input({ meta: PUBLIC, pathname: '/login', rememberedLogin: true }))).toEqual({ kind: 'redirect', to: '/' });
    expect(decideAccess(input({ meta: PUBLIC, pathname: '/login' }))).toEqual({ kind: 'pass' });
  });
});

describe('expired session (000 §7.1)', () => {
  it('sends the page the session expired on to login with redirect and wait-back', () => {
    expect(decideAccess(input({ meta: GATED, pathname: '/product', search: '?a=1', sessionExpired: true }))).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fproduct%3Fa%3D1&waitBack=1',
    });
  });
});

describe('expiredSessionLoginPath (000 §7.1)', () => {
  it('carries the redirect and the wait-back flag', () => {
    expect(expiredSessionLoginPath('/userCenter', '?tab=1', '')).toBe('/login?redirect=%2FuserCenter%3Ftab%3D1&waitBack=1');
  });

  it('leaves the redirect out from home and does nothing on /login', () => {
    expect(expiredSessionLoginPath('/', '?active=goodsTracking', '')).toBe('/login?waitBack=1');
    expect(expiredSessionLoginPath('/login', '?redirect=%2Fx', '')).toBeNull();
  });
});
