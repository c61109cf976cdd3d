import { lt } from 'drizzle-orm';
import { daysBefore, type RetentionRule } from '../../platform/retention';
import { authToken } from './auth.tables';

/**
 * A token row is also the login record: the console's account page lists an account's recent logins with their
 * IP, and China's Cybersecurity Law (art. 21) asks for network logs to be kept at least six months. So a row is
 * deleted 180 days after its refresh token could last be used; no request can present it by then.
 */
export const LOGIN_RECORD_RETENTION_DAYS = 180;

export const authRetentionRules: readonly RetentionRule[] = [
  { table: authToken, expired: (now) => lt(authToken.refreshExpiresAt, daysBefore(now, LOGIN_RECORD_RETENTION_DAYS)) },
];
