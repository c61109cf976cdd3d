import crypto from 'node:crypto';
import type { TApplyBlankNoteRequest, TBlankNote, TBlankNotePage, TBlankNoteQuery, TBlankNoteRedeemRequest, TPayResult } from '@coastbook/contracts';
import { AppError, creditPaymentRefusal, isQrPayChannel } from '@coastbook/domain';
import { and, count, desc, eq, inArray, sum } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerKeys } from '../../platform/crypto';
import type { Db, DbOrTx, Tx } from '../../platform/db/client';
import type { Envelope } from '../../platform/http/envelope';
import { withIdempotency } from '../../platform/http/idempotency';
import {
  assertQrChannelAvailable,
  blankNote,
  blankNoteOrder,
  createPaymentRequest,
  debitPrepaidAccount,
  findPrepaidAccount,
  lockPrepaidAccount,
  paymentRequest,
} from '../assets';
import type { Actor } from '../auth';
import { redeemNotes } from './callback.service';
import { assertPaymentSwitchedOn, dueFen, lockPayableOrders, payResultOf, settlePaidOrders } from './payable-orders';
import { payerStandingOf, verifyPayPassword } from './pay-orders.service';

/**
 * Deposit notes (白条, 001 §2 "Blank note", §4 D/F/X/N). applyBlanknote pays awaiting-payment orders with a
 * note drawn on the enterprise's freight-loan line: the orders go to review at once, the line's used
 * amount rises (BLANK_NOTE ledger row), the note waits for redemption (D). Redeeming it (payment purpose 2,
 * from the balance or by QR) repays the line and makes it F.
 */

type NoteRow = typeof blankNote.$inferSelect;

async function toBlankNotes(db: DbOrTx, rows: NoteRow[]): Promise<TBlankNote[]> {
  if (rows.length === 0) return [];
  const lines = await db.select().from(blankNoteOrder).where(inArray(blankNoteOrder.blankNoteId, rows.map((row) => row.id)));
  const payNos = new Map(
    (
      await db
        .select({ id: paymentRequest.id, payNo: paymentRequest.payNo })
        .from(paymentRequest)
        .where(inArray(paymentRequest.id, rows.map((row) => row.payRequestId).filter((id): id is string => id !== null).concat(['00000000-0000-0000-0000-000000000000'])))
    ).map((row) => [row.id, row.payNo]),
  );
  return rows.map((row) => ({
    id: row.id,
    noteNo: row.noteNo,
    status: row.status as TBlankNote['status'],
    amountFen: row.amountFen,
    orders: lines.filter((line) => line.blankNoteId === row.id).map((line) => ({ orderId: line.orderId, orderNo: line.orderNo, amountFen: line.amountFen })),
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    redeemedAt: row.redeemedAt ? row.redeemedAt.toISOString() : null,
    payNo: row.payRequestId ? (payNos.get(row.payRequestId) ?? null) : null,
  }));
}

function newNoteNo(now = new Date()): string {
  const china = new Date(now.getTime() + 8 * 3_600_000).toISOString();
  return `BN${china.slice(2, 4)}${china.slice(5, 7)}${china.slice(8, 10)}${crypto.randomInt(0, 100_000_000).toString().padStart(8, '0')}`;
}

async function applyInTransaction(tx: Tx, actor: Actor, request: TApplyBlankNoteRequest, idempotencyKey: string): Promise<TBlankNote> {
  const standing = await payerStandingOf(tx, actor);
  await assertPaymentSwitchedOn(tx, { batch: request.orderIds.length > 1 });
  const orders = await lockPayableOrders(tx, { actor, orderIds: request.orderIds, owner: standing });
  const lines = orders.map((order) => ({ orderId: order.id, orderNo: order.orderNo, amountFen: dueFen(order) }));
  const amountFen = lines.reduce((total, line) => total + line.amountFen, 0);
  const account = await lockPrepaidAccount(tx, standing);
  const refusal = creditPaymentRefusal({ amountFen, creditLimitFen: account.creditLimitFen, creditUsedFen: account.creditUsedFen });
  if (refusal) {
    throw new AppError('PAYMENT_CREDIT_INSUFFICIENT', { msg: { zh: `${refusal.zh}，不能使用白条支付`, en: `${refusal.en}, so you cannot pay with a deposit note` } });
  }
  const [note] = await tx.insert(blankNote).values({ noteNo: newNoteNo(), accountId: account.id, amountFen, status: 'D', createdBy: actor.userId }).returning();
  await tx.insert(blankNoteOrder).values(lines.map((line) => ({ blankNoteId: note!.id, ...line })));
  // A note draws on the freight-loan line at once: bank credit (pay way 3, 001 §9), as CREDIT_ACCOUNTSTORE records.
  const payment = await createPaymentRequest(tx, { accountId: account.id, userId: actor.userId, channel: 'BLANK_NOTE', payWay: 3, purpose: 0, amountFen, status: 'PAID', idempotencyKey, lines });
  let lockedAccount = account;
  for (const line of lines) {
    lockedAccount = await debitPrepaidAccount({ tx, owner: standing, lockedAccount, amountFen: line.amountFen, kind: 'BLANK_NOTE', businessId: line.orderId, businessNo: line.orderNo, remark: `白条支付 ${line.orderNo}（${note!.noteNo}）`, idempotencyKey, createdBy: actor.userId });
  }
  await settlePaidOrders(tx, { request: payment, lines, payWay: 3, lockedOrders: orders });
  return (await toBlankNotes(tx, [note!]))[0]!;
}

/** applyBlanknote [Idempotency-Key]: spends the freight-loan line at once, so the payment password is checked first. */
export async function applyBlankNote(options: {
  db: Db;
  keys: ServerKeys;
  actor: Actor;
  http: { request: FastifyRequest; reply: FastifyReply };
  request: TApplyBlankNoteRequest;
}): Promise<Envelope<TBlankNote>> {
  const { db, keys, actor, http, request } = options;
  return withIdempotency(
    {
      db,
      request: http.request,
      reply: http.reply,
      scope: 'assets.applyBlanknote',
      caller: actor.userId,
      body: request,
      beforeWork: async () => {
        await payerStandingOf(db, actor);
        await verifyPayPassword({ db, keys, actor, encrypted: request.payPassword });
      },
    },
    (tx, key) => applyInTransaction(tx, actor, request, key),
  );
}

/** getBlankNoteData: the account's notes, newest first, with the amount awaiting redemption. */
export async function findBlankNotes({ db, actor, query }: { db: DbOrTx; actor: Actor; query: TBlankNoteQuery }): Promise<TBlankNotePage> {
  const standing = await payerStandingOf(db, actor);
  const account = await findPrepaidAccount(db, standing);
  if (!account) return { records: [], total: 0, current: query.current, size: query.size, awaitingRedemptionFen: 0 };
  const where = and(eq(blankNote.accountId, account.id), query.status ? eq(blankNote.status, query.status) : undefined);
  const rows = await db.select().from(blankNote).where(where).orderBy(desc(blankNote.createdAt), desc(blankNote.id)).limit(query.size).offset((query.current - 1) * query.size);
  const [totals] = await db.select({ total: count() }).from(blankNote).where(where);
  const [awaiting] = await db.select({ total: sum(blankNote.amountFen) }).from(blankNote).where(and(eq(blankNote.accountId, account.id), eq(blankNote.status, 'D')));
  return { records: await toBlankNotes(db, rows), total: totals?.total ?? 0, current: query.current, size: query.size, awaitingRedemptionFen: Number(awaiting?.total ?? 0) };
}

async function redeemInTransaction(tx: Tx, actor: Actor, request: TBlankNoteRedeemRequest, idempotencyKey: string, sandboxEnabled: boolean): Promise<TPayResult> {
  const standing = await payerStandingOf(tx, actor);
  await assertPaymentSwitchedOn(tx, { batch: false });
  if (isQrPayChannel(request.channel)) assertQrChannelAvailable(request.channel, sandboxEnabled);
  const account = await lockPrepaidAccount(tx, standing);
  const ids = [...new Set(request.blankNoteIds)].sort();
  const notes = await tx.select().from(blankNote).where(and(inArray(blankNote.id, ids), eq(blankNote.accountId, account.id))).for('update');
  if (notes.length !== ids.length || notes.some((note) => note.status !== 'D')) throw new AppError('ASSETS_BLANK_NOTE_NOT_REDEEMABLE', { field: 'blankNoteIds' });
  const amountFen = notes.reduce((total, note) => total + note.amountFen, 0);
  const lines = notes.map((note) => ({ orderId: note.id, orderNo: note.noteNo, amountFen: note.amountFen }));
  if (isQrPayChannel(request.channel)) {
    const payment = await createPaymentRequest(tx, { accountId: account.id, userId: actor.userId, channel: request.channel, payWay: 1, purpose: 2, amountFen, status: 'INIT', idempotencyKey, lines });
    return payResultOf(tx, payment);
  }
  if (amountFen > account.balanceFen) throw new AppError('PAYMENT_BALANCE_INSUFFICIENT');
  const payment = await createPaymentRequest(tx, { accountId: account.id, userId: actor.userId, channel: 'ACCOUNTSTORE', payWay: 1, purpose: 2, amountFen, status: 'PAID', idempotencyKey, lines });
  await redeemNotes(tx, payment, ids, { paidFromBalance: true });
  return payResultOf(tx, payment);
}

/** blankNoteRedeemPayment [Idempotency-Key]: from the balance (payment password) or by QR. */
export async function redeemBlankNotes(options: {
  db: Db;
  keys: ServerKeys;
  actor: Actor;
  http: { request: FastifyRequest; reply: FastifyReply };
  request: TBlankNoteRedeemRequest;
  sandboxEnabled: boolean;
}): Promise<Envelope<TPayResult>> {
  const { db, keys, actor, http, request, sandboxEnabled } = options;
  return withIdempotency(
    {
      db,
      request: http.request,
      reply: http.reply,
      scope: 'payment.blankNoteRedeemPayment',
      caller: actor.userId,
      body: request,
      beforeWork:
        request.channel === 'ACCOUNTSTORE'
          ? async () => {
              await payerStandingOf(db, actor);
              await verifyPayPassword({ db, keys, actor, encrypted: request.payPassword });
            }
          : undefined,
    },
    (tx, key) => redeemInTransaction(tx, actor, request, key, sandboxEnabled),
  );
}
