import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { startPeriodicJob, type PeriodicJob } from '../jobs/periodic-job';

/**
 * How long one kind of short-lived record is kept. Each area declares its own (the table and when a row has
 * served its purpose); the retention job deletes what has. Business records (orders, the ledger, payments,
 * audit) have no rule: they are kept.
 */
export interface RetentionRule {
  table: PgTable;
  /** The rows past their time at `now`. */
  expired(now: Date): SQL;
}

/** Rows one statement deletes: short transactions, so logins and code sends never wait long on them. */
const BATCH_SIZE = 2_000;

const DAY_MS = 86_400_000;

/** `now` minus whole days. */
export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/**
 * Deletes every expired row of every rule, a batch at a time. Rows are claimed with FOR UPDATE SKIP LOCKED,
 * so two instances pruning at once (and a login touching a row) never wait on each other. Answers the rows
 * deleted per table.
 */
export async function pruneExpiredRecords({ db, rules, now = new Date() }: { db: Db; rules: readonly RetentionRule[]; now?: Date }): Promise<Map<string, number>> {
  const deleted = new Map<string, number>();
  for (const rule of rules) {
    const condition = rule.expired(now);
    let total = 0;
    for (;;) {
      const result = await db.execute(
        sql`DELETE FROM ${rule.table} WHERE ctid = ANY (ARRAY(SELECT ctid FROM ${rule.table} WHERE ${condition} LIMIT ${BATCH_SIZE} FOR UPDATE SKIP LOCKED))`,
      );
      const count = result.rowCount ?? 0;
      total += count;
      if (count < BATCH_SIZE) break;
    }
    deleted.set(getTableName(rule.table), total);
  }
  return deleted;
}

export type RetentionJob = PeriodicJob<Map<string, number>>;

/**
 * Prunes a minute after start, then every `intervalMs` (an hour). A failing pass is logged and tried again
 * at the next one.
 */
export function startRetentionJob(options: { db: Db; rules: readonly RetentionRule[]; log?: FastifyBaseLogger; intervalMs?: number; firstPassAfterMs?: number }): RetentionJob {
  const { db, rules, log } = options;
  return startPeriodicJob({
    pass: async () => {
      const deleted = await pruneExpiredRecords({ db, rules });
      const pruned = Object.fromEntries([...deleted].filter(([, count]) => count > 0));
      if (Object.keys(pruned).length > 0) log?.info({ deleted: pruned }, 'retention: expired records deleted');
      return deleted;
    },
    intervalMs: options.intervalMs ?? 3_600_000,
    firstPassAfterMs: options.firstPassAfterMs ?? 60_000,
    log,
    failureMessage: 'retention pass failed',
    onFailure: new Map<string, number>(),
  });
}
