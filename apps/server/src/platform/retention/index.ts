// The retention job: each area declares how long its short-lived records live (RetentionRule); main.ts
// starts one job with all of them.
export { DAY_MS, daysBefore, pruneExpiredRecords, startRetentionJob, type RetentionJob, type RetentionRule } from './retention';
