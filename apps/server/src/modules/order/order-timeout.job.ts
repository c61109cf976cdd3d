import { and, asc, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client';
import { startPeriodicJob, type PeriodicJob } from '../../platform/jobs/periodic-job';
import { releaseOrderInventory } from './order-inventory';
import { transitionOrder } from './order-state.service';
import { orderMast } from './order.tables';

/** How many expired orders one pass cancels per transaction (keeps locks short). */
const BATCH_SIZE = 50;

/**
 * One pass of the payment timeout: S orders past pay_deadline → X by the system, inventory released.
 * Rows are claimed with FOR UPDATE SKIP LOCKED, so two server instances (or a customer paying or
 * cancelling at that moment) never work on the same order twice. Answers how many it cancelled.
 */
export async function cancelExpiredOrders({ db, now = new Date() }: { db: Db; now?: Date }): Promise<number> {
  let cancelled = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      // Whole rows: each is handed to transitionOrder as locked here, not read again.
      const expired = await tx
        .select()
        .from(orderMast)
        .where(and(eq(orderMast.status, 'S'), lt(orderMast.payDeadline, now)))
        .orderBy(asc(orderMast.payDeadline))
        .limit(BATCH_SIZE)
        .for('update', { skipLocked: true });
      for (const order of expired) {
        await releaseOrderInventory(tx, order);
        await transitionOrder({ tx, lockedOrder: order, to: 'X', actor: { kind: 'system', id: null }, reason: '超时未支付，系统自动取消', patch: { cancelReason: '超时未支付' } });
      }
      return expired.length;
    });
    cancelled += done;
    if (done < BATCH_SIZE) return cancelled;
  }
}

export type OrderTimeoutJob = PeriodicJob<number>;

/** Starts the payment-timeout pass every `intervalMs` (default 60 s); a failing pass is logged and retried next time. */
export function startOrderTimeoutJob({ db, log, intervalMs = 60_000 }: { db: Db; log?: FastifyBaseLogger; intervalMs?: number }): OrderTimeoutJob {
  return startPeriodicJob({
    pass: async () => {
      const count = await cancelExpiredOrders({ db });
      if (count > 0) log?.info({ count }, 'order payment timeout: orders cancelled');
      return count;
    },
    intervalMs,
    log,
    failureMessage: 'order payment timeout pass failed',
    onFailure: 0,
  });
}
