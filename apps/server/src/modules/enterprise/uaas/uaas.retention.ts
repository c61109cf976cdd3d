import { lt } from 'drizzle-orm';
import { daysBefore, type RetentionRule } from '../../../platform/retention';
import { uaasLogonCode } from './uaas.tables';

/** A unified-account logon code lives a minute or two; a day after it expired nothing can present it. */
export const uaasRetentionRules: readonly RetentionRule[] = [{ table: uaasLogonCode, expired: (now) => lt(uaasLogonCode.expiresAt, daysBefore(now, 1)) }];
