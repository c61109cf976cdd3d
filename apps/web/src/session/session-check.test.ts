import { describe, expect, it } from 'vitest';
import { toTokenRecord, type TokenRecord } from '../lib/token-record';
import { decideSessionCheck } from './session-check';

function record(access: string, userId: string, issuedAtMs = 1_700_000_000_000): TokenRecord {
  return toTokenRecord(
    { access_token: access, token_type: 'bearer', refresh_token: `r-${access}`, scope: 'server', expires_in: 7200, user_id: userId, phone: '' },
    issuedAtMs,
  );
}

const NOW = 1_700_000_060_000;

describe('session check (000 §4.2, §2.4)', () => {
  it('does nothing for an unchanged, fresh token or when nobody is logged in', () => {
    const mine = record('a', 'u-1');
    expect(decideSessionCheck({ memory: mine, stored: mine, pageUserId: 'u-1', nowMs: NOW })).toEqual({ kind: 'none' });
    expect(decideSessionCheck({ memory: null, stored: null, pageUserId: null, nowMs: NOW })).toEqual({ kind: 'none' });
  });

  it('raises the account-changed flag when another tab logged in as someone else', () => {
    expect(
      decideSessionCheck({ memory: record('a', 'u-1'), stored: record('b', 'u-2'), pageUserId: 'u-1', nowMs: NOW }),
    ).toEqual({ kind: 'accountChanged' });
  });

  it('takes over a token the same user renewed elsewhere, or a login made in another tab', () => {
    expect(decideSessionCheck({ memory: record('a', 'u-1'), stored: record('b', 'u-1'), pageUserId: 'u-1', nowMs: NOW })).toEqual({
      kind: 'adopt',
    });
    expect(decideSessionCheck({ memory: null, stored: record('b', 'u-1'), pageUserId: null, nowMs: NOW })).toEqual({ kind: 'adopt' });
  });

  it('follows a logout made in another tab', () => {
    expect(decideSessionCheck({ memory: record('a', 'u-1'), stored: null, pageUserId: 'u-1', nowMs: NOW })).toEqual({
      kind: 'loggedOutElsewhere',
    });
  });

  it('renews once now reaches 99.9999 % of active_time', () => {
    const mine = record('a', 'u-1', NOW);
    expect(decideSessionCheck({ memory: mine, stored: mine, pageUserId: 'u-1', nowMs: NOW })).toEqual({ kind: 'none' });
    const renewAt = Math.ceil(mine.active_time * 0.999999);
    expect(decideSessionCheck({ memory: mine, stored: mine, pageUserId: 'u-1', nowMs: renewAt })).toEqual({ kind: 'renew' });
  });
});
