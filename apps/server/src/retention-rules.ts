import { accountRetentionRules } from './modules/account';
import { authRetentionRules } from './modules/auth';
import { uaasRetentionRules } from './modules/enterprise';
import { opsRetentionRules } from './modules/ops';
import { verificationRetentionRules } from './modules/verification';
import { idempotencyRetentionRules } from './platform/http/idempotency.retention';
import { outboxRetentionRules } from './platform/outbox';
import type { RetentionRule } from './platform/retention';

/**
 * Every area's short-lived records and how long each is kept (main.ts prunes them hourly). Records that slide
 * puzzles, failed logins and rate limits leave are pruned where they are written.
 */
export const RETENTION_RULES: readonly RetentionRule[] = [
  ...authRetentionRules,
  ...opsRetentionRules,
  ...accountRetentionRules,
  ...verificationRetentionRules,
  ...uaasRetentionRules,
  ...idempotencyRetentionRules,
  ...outboxRetentionRules,
];
