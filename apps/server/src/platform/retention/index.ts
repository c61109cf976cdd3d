// The retention job: each area declares how long its short-lived records live (RetentionRule); main.ts
// starts one job with all of them.
export { daysBefore, pruneExpiredRecords, startRetentionJob, type RetentionJob, type RetentionRule } from './retention';
