import type { TOrderPayStatus, TOrderPayStatusRequest, TPaymentCallbackAnswer, TPaymentCallbackRequest } from '@coastbook/contracts';
import { AppError } from '@coastbook/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import {
  blankNote,
  lockPrepaidAccountById,
  paymentRequest,
  paymentRequestOrder,
  postLedgerEntry,
  prepaidAccountOwnerOf,
  TOPUP_PURPOSE,
  findPrepaidAccount,
  type PaymentRequestRow,
} from '../assets';
import type { Actor } from '../auth';
import { findVisibleOrder } from '../order';
import { isNotifySignatureValid, notifyKeyOf } from './notify-signature';
import { payResultOf, settlePaidOrders } from './payable-orders';

/**
 * POST order/payment/callback/:channel — the provider's notify. Verified by HMAC before anything is
 * read; then, under the payment request's row lock, INIT becomes PAID (orders paid, top-up credited,
 * notes redeemed) or FAILED. A notify for a request that is no longer INIT changes nothing (providers
 * repeat notifies), so a replayed notify is harmless.
 */
export async function handlePaymentCallback(options: { db: Db; channel: string; notify: TPaymentCallbackRequest }): Promise<TPaymentCallbackAnswer> {
  const { db, channel, notify } = options;
  const key = await notifyKeyOf(db);
  if (!isNotifySignatureValid(key, notify, notify.sign)) throw new AppError('PAYMENT_CALLBACK_SIGNATURE_INVALID');
  return db.transaction(async (tx) => {
    const [request] = await tx.select().from(paymentRequest).where(eq(paymentRequest.payNo, notify.payNo)).for('update');
    if (!request || request.channel !== channel) throw new AppError('PAYMENT_REQUEST_NOT_FOUND');
    if (request.status !== 'INIT') return { payNo: request.payNo, status: request.status as TPaymentCallbackAnswer['status'], changed: false };
    if (notify.amountFen !== request.amountFen) throw new AppError('PAYMENT_CALLBACK_AMOUNT_MISMATCH');
    const now = new Date();
    if (notify.result === 'FAIL') {
      await tx.update(paymentRequest).set({ status: 'FAILED', providerTradeNo: notify.tradeNo, failedAt: now }).where(eq(paymentRequest.id, request.id));
      return { payNo: request.payNo, status: 'FAILED' as const, changed: true };
    }
    const [paid] = await tx.update(paymentRequest).set({ status: 'PAID', providerTradeNo: notify.tradeNo, paidAt: now }).where(eq(paymentRequest.id, request.id)).returning();
    await applyArrivedMoney(tx, paid!);
    return { payNo: request.payNo, status: 'PAID' as const, changed: true };
  });
}

/** What a paid QR request does, by purpose. */
async function applyArrivedMoney(tx: DbOrTx, request: PaymentRequestRow): Promise<void> {
  const lines = await tx.select().from(paymentRequestOrder).where(eq(paymentRequestOrder.paymentRequestId, request.id));
  if (request.purpose === TOPUP_PURPOSE) {
    const account = await lockPrepaidAccountById(tx, request.accountId);
    await postLedgerEntry(tx, account!, {
      kind: 'TOPUP_ONLINE',
      amountFen: request.amountFen,
      businessId: request.id,
      businessNo: request.payNo,
      remark: `${channelName(request.channel)}在线充值`,
      idempotencyKey: request.idempotencyKey,
      createdBy: request.userId,
    });
    return;
  }
  if (request.purpose === 2) {
    await redeemNotes(tx, request, lines.map((line) => line.orderId), { paidFromBalance: false });
    return;
  }
  await settlePaidOrders(tx, { request, lines, payWay: request.payWay });
}

function channelName(channel: string): string {
  return channel === 'WECHAT' ? '微信支付' : channel === 'ALIPAY' ? '支付宝' : channel === 'UNION' ? '银联' : channel;
}

/**
 * Deposit notes paid: each D note becomes F and its credit is given back to the line (the redemption
 * repays the freight loan). Paid from the balance, the cash leaves the balance in the same ledger row.
 */
export async function redeemNotes(tx: DbOrTx, request: PaymentRequestRow, noteIds: readonly string[], options: { paidFromBalance: boolean }): Promise<void> {
  // Account first, then the notes: the order every money change takes.
  await lockPrepaidAccountById(tx, request.accountId);
  const notes = await tx.select().from(blankNote).where(inArray(blankNote.id, [...noteIds])).for('update');
  const now = new Date();
  for (const note of notes.sort((a, b) => (a.id < b.id ? -1 : 1))) {
    const account = await lockPrepaidAccountById(tx, note.accountId);
    if (note.status !== 'D') {
      // Already settled another way: the money is kept on the prepaid balance.
      await postLedgerEntry(tx, account!, { kind: 'REFUND', amountFen: options.paidFromBalance ? 0 : note.amountFen, businessId: note.id, businessNo: note.noteNo, remark: `白条${note.noteNo}已不是待兑付状态，兑付款转入预存账户`, createdBy: 'system' });
      continue;
    }
    await tx.update(blankNote).set({ status: 'F', redeemedAt: now, payRequestId: request.id }).where(eq(blankNote.id, note.id));
    await postLedgerEntry(tx, account!, {
      kind: 'BLANK_NOTE_REDEEM',
      amountFen: options.paidFromBalance ? -note.amountFen : 0,
      creditFen: -Math.min(note.amountFen, account!.creditUsedFen),
      businessId: note.id,
      businessNo: note.noteNo,
      remark: `白条兑付 ${note.noteNo}（${request.payNo}）`,
      idempotencyKey: request.idempotencyKey,
      createdBy: request.userId,
    });
  }
}

/** orderPayStatus: by payNo (the caller's account's request) or the latest request of a visible order. */
export async function getOrderPayStatus({ db, actor, request }: { db: DbOrTx; actor: Actor; request: TOrderPayStatusRequest }): Promise<TOrderPayStatus> {
  const standing = await prepaidAccountOwnerOf({ db, userId: actor.userId });
  const account = await findPrepaidAccount(db, standing);
  let row: PaymentRequestRow | undefined;
  if (request.payNo) {
    [row] = account ? await db.select().from(paymentRequest).where(and(eq(paymentRequest.payNo, request.payNo), eq(paymentRequest.accountId, account.id))) : [];
  } else {
    await findVisibleOrder({ db, actor, orderId: request.orderId! });
    [row] = await db
      .select({ request: paymentRequest })
      .from(paymentRequestOrder)
      .innerJoin(paymentRequest, eq(paymentRequest.id, paymentRequestOrder.paymentRequestId))
      .where(and(eq(paymentRequestOrder.orderId, request.orderId!), eq(paymentRequest.purpose, 0)))
      .orderBy(desc(paymentRequest.createdAt))
      .limit(1)
      .then((rows) => rows.map((item) => item.request));
  }
  if (!row) throw new AppError('PAYMENT_REQUEST_NOT_FOUND');
  return payResultOf(db, row);
}
