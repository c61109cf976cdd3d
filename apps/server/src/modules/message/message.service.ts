import type {
  TCustomerMessage,
  TCustomerMessagePage,
  TMessageListRequest,
  TMessageTotalCountResponse,
  TReadMessageRequest,
  TStowageNotice,
  TUnreadMessageCountRequest,
  TUnreadMessageCountResponse,
} from '@coastbook/contracts';
import { MESSAGE_THEMES } from '@coastbook/contracts';
import { AppError, ERROR_MESSAGES_EN, ERRORS, labelOf } from '@coastbook/domain';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import type { Actor } from '../auth';
import { customerMessage, stowageNotice } from './message.tables';

type MessageRow = typeof customerMessage.$inferSelect;

/** The caller's live messages: messages are personal, so only `user_id = caller` ever matches. */
function ownLive(actor: Actor): SQL {
  return and(eq(customerMessage.userId, actor.userId), isNull(customerMessage.deletedAt)) as SQL;
}

function toMessage(row: MessageRow): TCustomerMessage {
  return {
    custMsgLogId: row.id,
    theme: row.theme,
    themeName: labelOf(MESSAGE_THEMES, row.theme),
    type: row.type,
    orderType: row.orderType,
    title: row.title,
    content: row.content,
    businessId: row.businessId,
    isRead: row.readAt ? 1 : 0,
    readTime: row.readAt?.toISOString() ?? null,
    createTime: row.createdAt.toISOString(),
  };
}

/**
 * Writes a message to one user. Other areas call it inside their own transaction, so the message
 * exists exactly when the event it tells of committed (registration, password change, certification
 * decisions, order events). An orderType makes it an OrderMsg (counted as order or trailer message).
 */
export async function sendCustomerMessage(options: {
  db: DbOrTx;
  userId: string;
  theme: string;
  orderType?: 'OC' | 'TR';
  title: string;
  content: string;
  businessId?: string;
}): Promise<void> {
  const { db, userId, theme, orderType, title, content, businessId } = options;
  await db.insert(customerMessage).values({
    userId,
    theme,
    type: orderType ? 'OrderMsg' : 'Notice',
    orderType: orderType ?? null,
    title,
    content,
    businessId: businessId ?? null,
  });
}

/** getAll: the caller's messages, newest first, filtered by theme, type, orderType and read state. */
export async function listMessages(options: { db: Db; actor: Actor; request: TMessageListRequest }): Promise<TCustomerMessagePage> {
  const { db, actor, request } = options;
  const condition = and(
    ownLive(actor),
    request.theme ? eq(customerMessage.theme, request.theme) : undefined,
    request.type ? eq(customerMessage.type, request.type) : undefined,
    request.orderType ? eq(customerMessage.orderType, request.orderType) : undefined,
    request.isRead === 1 ? isNotNull(customerMessage.readAt) : request.isRead === 0 ? isNull(customerMessage.readAt) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(customerMessage)
      .where(condition)
      .orderBy(desc(customerMessage.createdAt), desc(customerMessage.id))
      .limit(request.size)
      .offset((request.current - 1) * request.size),
    db.select({ total: count() }).from(customerMessage).where(condition),
  ]);
  return { records: rows.map(toMessage), total: totals?.total ?? 0, current: request.current, size: request.size };
}

/** Every id must be one of the caller's live messages; otherwise 404 naming the first missing id, nothing changed. */
async function assertOwnMessages(db: DbOrTx, actor: Actor, ids: string[]): Promise<void> {
  const rows = await db
    .select({ id: customerMessage.id })
    .from(customerMessage)
    .where(and(ownLive(actor), inArray(customerMessage.id, ids)));
  const found = new Set(rows.map((row) => row.id));
  const missing = ids.find((id) => !found.has(id));
  if (missing) {
    throw new AppError('MESSAGE_NOT_FOUND', {
      msg: { zh: `${ERRORS.MESSAGE_NOT_FOUND.msg}：${missing}`, en: `${ERROR_MESSAGES_EN.MESSAGE_NOT_FOUND}: ${missing}` },
      data: { field: 'custMsgLogIds', custMsgLogId: missing },
    });
  }
}

/** readMessage: the given ids (all the caller's), or with readAll every unread message (of a theme). Already-read ones keep their time. */
export async function readMessages(options: { db: Db; actor: Actor; request: TReadMessageRequest }): Promise<{ updated: number }> {
  const { db, actor, request } = options;
  const ids = [...new Set([...(request.custMsgLogIds ?? []), ...(request.custMsgLogId ? [request.custMsgLogId] : [])])];
  return db.transaction(async (tx) => {
    if (ids.length > 0) await assertOwnMessages(tx, actor, ids);
    const target = request.readAll
      ? and(ownLive(actor), request.theme ? eq(customerMessage.theme, request.theme) : undefined)
      : and(ownLive(actor), inArray(customerMessage.id, ids));
    const updated = await tx
      .update(customerMessage)
      .set({ readAt: new Date() })
      .where(and(target, isNull(customerMessage.readAt)))
      .returning({ id: customerMessage.id });
    return { updated: updated.length };
  });
}

/** delete: all ids must be the caller's; they are marked deleted together. */
export async function deleteMessages(options: { db: Db; actor: Actor; ids: string[] }): Promise<{ deleted: number }> {
  const { db, actor } = options;
  const ids = [...new Set(options.ids)];
  return db.transaction(async (tx) => {
    await assertOwnMessages(tx, actor, ids);
    const deleted = await tx
      .update(customerMessage)
      .set({ deletedAt: new Date() })
      .where(and(ownLive(actor), inArray(customerMessage.id, ids)))
      .returning({ id: customerMessage.id });
    return { deleted: deleted.length };
  });
}

/** getCustomerMessageTotalCount: all live messages and the unread among them (of a theme). */
export async function countMessages(options: { db: Db; actor: Actor; theme?: string }): Promise<TMessageTotalCountResponse> {
  const { db, actor, theme } = options;
  const [row] = await db
    .select({ total: count(), unread: sql<number>`count(*) filter (where ${customerMessage.readAt} is null)::int` })
    .from(customerMessage)
    .where(and(ownLive(actor), theme ? eq(customerMessage.theme, theme) : undefined));
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

/**
 * getUnreadMessageCount: the three header counters in one query (all unread, unread OrderMsg OC,
 * unread OrderMsg TR) plus `count`, the unread matching the request's type / orderType. Raw numbers:
 * the 99 cap is the web's (capMessageCount).
 */
export async function countUnreadMessages(options: { db: Db; actor: Actor; request: TUnreadMessageCountRequest }): Promise<TUnreadMessageCountResponse> {
  const { db, actor, request } = options;
  const isOrder = (orderType: string) => sql`${customerMessage.type} = 'OrderMsg' and ${customerMessage.orderType} = ${orderType}`;
  const asked = and(
    sql`true`,
    request.type ? eq(customerMessage.type, request.type) : undefined,
    request.orderType ? eq(customerMessage.orderType, request.orderType) : undefined,
  );
  const [row] = await db
    .select({
      total: count(),
      orderMsg: sql<number>`count(*) filter (where ${isOrder('OC')})::int`,
      trailerMsg: sql<number>`count(*) filter (where ${isOrder('TR')})::int`,
      count: sql<number>`count(*) filter (where ${asked})::int`,
    })
    .from(customerMessage)
    .where(and(ownLive(actor), isNull(customerMessage.readAt), request.theme ? eq(customerMessage.theme, request.theme) : undefined));
  return { count: row?.count ?? 0, total: row?.total ?? 0, orderMsg: row?.orderMsg ?? 0, trailerMsg: row?.trailerMsg ?? 0 };
}

/** displayMoreNews: the header panel's latest messages, unread first, then newest. */
export async function latestMessages(options: { db: Db; actor: Actor; size: number }): Promise<TCustomerMessage[]> {
  const { db, actor, size } = options;
  const rows = await db
    .select()
    .from(customerMessage)
    .where(ownLive(actor))
    .orderBy(sql`${customerMessage.readAt} IS NOT NULL`, desc(customerMessage.createdAt), desc(customerMessage.id))
    .limit(size);
  return rows.map(toMessage);
}

/** findStowageInfo: published, not withdrawn stowage notices, newest first. */
export async function findStowageNotices(options: { db: Db; current: number; size: number }): Promise<{ records: TStowageNotice[]; total: number; current: number; size: number }> {
  const { db, current, size } = options;
  const condition = and(isNull(stowageNotice.withdrawnAt), sql`${stowageNotice.publishedAt} <= now()`);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(stowageNotice)
      .where(condition)
      .orderBy(desc(stowageNotice.publishedAt), asc(stowageNotice.id))
      .limit(size)
      .offset((current - 1) * size),
    db.select({ total: count() }).from(stowageNotice).where(condition),
  ]);
  return {
    records: rows.map((row) => ({ id: row.id, title: row.title, content: row.content, portCde: row.portCode, publishTime: row.publishedAt.toISOString() })),
    total: totals?.total ?? 0,
    current,
    size,
  };
}
