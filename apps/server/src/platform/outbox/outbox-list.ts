import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { outboxMessage } from './outbox.tables';

export interface OutboxListItem {
  id: string;
  channel: string;
  targetMasked: string;
  purpose: string | null;
  subject: string;
  body: string;
  transport: string;
  createdAt: Date;
}

/** Newest first, one page; optionally only the messages to one recipient (by lookup hash). */
export async function findOutboxMessages(options: {
  db: DbOrTx;
  current: number;
  size: number;
  targetHash?: string;
}): Promise<{ records: OutboxListItem[]; total: number }> {
  const { db, current, size, targetHash } = options;
  const where = targetHash ? eq(outboxMessage.targetHash, targetHash) : undefined;
  const [records, [totalRow]] = await Promise.all([
    db
      .select({
        id: outboxMessage.id,
        channel: outboxMessage.channel,
        targetMasked: outboxMessage.targetMasked,
        purpose: outboxMessage.purpose,
        subject: outboxMessage.subject,
        body: outboxMessage.body,
        transport: outboxMessage.transport,
        createdAt: outboxMessage.createdAt,
      })
      .from(outboxMessage)
      .where(where)
      .orderBy(desc(outboxMessage.createdAt), desc(outboxMessage.id))
      .limit(size)
      .offset((current - 1) * size),
    db.select({ total: sql<number>`count(*)::int` }).from(outboxMessage).where(where),
  ]);
  return { records, total: totalRow?.total ?? 0 };
}
