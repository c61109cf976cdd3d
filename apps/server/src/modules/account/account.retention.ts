import { lt } from 'drizzle-orm';
import { daysBefore, type RetentionRule } from '../../platform/retention';
import { identityTicket } from './account.tables';

/** A change-password ticket lives ten minutes; a day later nothing can ask for it. */
export const accountRetentionRules: readonly RetentionRule[] = [{ table: identityTicket, expired: (now) => lt(identityTicket.expiresAt, daysBefore(now, 1)) }];
