import { describe, expect, it } from 'vitest';
import { decideAccess, loginRedirectPath, type GuardInput } from './guard-rules';
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
});
