import type { TBatchPaymentRequest, TOrderPayRequest, TPaymentValidateRequest, TPaymentValidation, TPayResult, TZeroPaymentRequest } from '@coastbook/contracts';
import { AppError, awaitsBalance, balanceDueAt, canZeroPay, creditAvailableFen, creditPaymentRefusal, describeOrderOfAnotherPayer, describeOrderPayRefusal, DOWN_PAYMENT_PERCENT, downPaymentFen, downPaymentRefusal, isQrPayChannel, needsPaymentPassword, orderPayRefusal, PAYMENT_PASSWORD_MESSAGES, prepaidPaymentRefusal, recordedPayWay, SYSTEM_SWITCH_TYPES, type BilingualText, type Language, type SupportedPayChannel, fieldRefusalWords } from '@coastbook/domain';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerKeys } from '../../platform/crypto';
import type { Db, DbOrTx, Tx } from '../../platform/db/client';
import type { Envelope } from '../../platform/http/envelope';
import { withIdempotency } from '../../platform/http/idempotency';
import { checkPaymentPassword } from '../account';
import {
  assertQrChannelAvailable,
  createPaymentRequest,
  debitPrepaidAccount,
  findPrepaidAccount,
  holdsRight,
  lockPrepaidAccount,
  prepaidAccountOwnerOf,
  prepaidStandingFrom,
  type PrepaidStanding,
} from '../assets';
import { readCredential, userAccount, type Actor } from '../auth';
import { isSwitchOn } from '../basedata';
import { enterprise, findEntAuthority } from '../enterprise';
import { findVisibleOrders, orderScopeFrom, type OrderRow, type OrderScope } from '../order';
import { assertPaymentSwitchedOn, dueFen, lockPayableOrders, payResultOf, settlePaidOrders } from './payable-orders';

/** Who pays: the prepaid standing, and which orders the payer sees (read with it). */
export interface Payer extends PrepaidStanding {
  orderScope: OrderScope;
}

/** The payer's standing, refused with a clear message when a sub-account lacks user_pay. */
export async function payerStandingOf(db: DbOrTx, actor: Actor): Promise<Payer> {
  const authority = await findEntAuthority({ db, userId: actor.userId });
  const standing = prepaidStandingFrom(authority);
  if (!holdsRight(standing, 'user_pay')) throw new AppError('PAYMENT_NOT_PERMITTED');
  return { ...standing, orderScope: orderScopeFrom(authority) };
}

/**
 * The payment password check of ACCOUNTSTORE / CREDIT_ACCOUNTSTORE, run before the money transaction so
 * that a wrong try is counted (and commits) even though the payment is refused.
 */
export async function verifyPayPassword(options: { db: Db; keys: ServerKeys; actor: Actor; encrypted: string | undefined }): Promise<void> {
  const { db, keys, actor, encrypted } = options;
  if (!encrypted) {
    throw new AppError('BAD_REQUEST', { msg: fieldRefusalWords('payPassword', PAYMENT_PASSWORD_MESSAGES.required), field: 'payPassword' });
  }
  const paymentPassword = readCredential({ keys, encrypted, field: 'payPassword' });
  if (!(await checkPaymentPassword({ db, userId: actor.userId, paymentPassword }))) throw new AppError('PAYMENT_PASSWORD_INCORRECT', { field: 'payPassword' });
}

/** Why the payment check refuses, where the rules give no reason of their own. */
const PAYMENT_CHECK_REASONS = {
  ordersNotVisible: { zh: '订单不存在或无权查看', en: 'The order does not exist or you may not view it' },
  paymentSwitchedOff: { zh: '在线支付暂未开放，请稍后再试', en: 'Online payment is not open yet, please try again later' },
  batchSwitchedOff: { zh: '批量支付暂未开放，请逐个订单支付', en: 'Batch payment is not open yet, please pay each order separately' },
  noPayRight: {
    zh: '您没有支付权限，请联系企业主账号在子账号管理中开通“支付”权限',
    en: 'You have no right to pay, please ask the enterprise main account to grant the "Pay" right in sub-account management',
  },
  channelNotOpen: { zh: '该支付渠道暂未开通', en: 'This payment channel is not open yet' },
} as const satisfies Record<string, BilingualText>;

/**
 * validate: can these orders be paid now, and which channels would take the amount. Refusals are answers (code 0),
 * their reasons worded in the caller's language.
 */
export async function validatePayment({
  db,
  actor,
  request,
  sandboxEnabled,
  language,
}: {
  db: DbOrTx;
  actor: Actor;
  request: TPaymentValidateRequest;
  sandboxEnabled: boolean;
  language: Language;
}): Promise<TPaymentValidation> {
  const standing = await prepaidAccountOwnerOf({ db, userId: actor.userId });
  const orders = await findVisibleOrders({ db, actor, orderIds: request.orderIds });
  const account = await findPrepaidAccount(db, standing);
  const [user] = await db.select({ hash: userAccount.paymentPasswordHash }).from(userAccount).where(eq(userAccount.id, actor.userId));
  const balanceFen = account?.balanceFen ?? 0;
  const credit = { creditLimitFen: account?.creditLimitFen ?? 0, creditUsedFen: account?.creditUsedFen ?? 0 };
  const paymentUpperLimitFen = account?.paymentUpperLimitFen ?? null;
  const totalFen = orders.reduce((sum, order) => sum + dueFen(order), 0);
  const canPay = holdsRight(standing, 'user_pay');
  // A balance is paid alone (orderPayReq); in a batch it is refused like any order not awaiting payment.
  const isBalance = (order: OrderRow) => orders.length === 1 && awaitsBalance(order);
  const now = new Date();

  let reason: BilingualText | null = null;
  if (orders.length !== new Set(request.orderIds).size) reason = PAYMENT_CHECK_REASONS.ordersNotVisible;
  else if (!(await isSwitchOn({ db, type: SYSTEM_SWITCH_TYPES.payment }))) reason = PAYMENT_CHECK_REASONS.paymentSwitchedOff;
  else if (orders.length > 1 && !(await isSwitchOn({ db, type: SYSTEM_SWITCH_TYPES.batchPayment }))) reason = PAYMENT_CHECK_REASONS.batchSwitchedOff;
  else if (!canPay) reason = PAYMENT_CHECK_REASONS.noPayRight;
  else {
    for (const order of orders) {
      const refusal = isBalance(order) ? null : orderPayRefusal({ orderId: order.id, orderNo: order.orderNo, status: order.status, totalFen: dueFen(order), payDeadline: order.payDeadline }, now);
      if (refusal) {
        reason = describeOrderPayRefusal(refusal);
        break;
      }
      if ((order.enterpriseId ?? order.userId) !== standing.ownerId) {
        reason = describeOrderOfAnotherPayer(order.orderNo);
        break;
      }
    }
  }
  const prepaid = prepaidPaymentRefusal({ amountFen: totalFen, balanceFen, paymentUpperLimitFen });
  const creditRefusal = creditPaymentRefusal({ amountFen: totalFen, ...credit });
  const channels = [
    { channel: 'ACCOUNTSTORE' as const, available: prepaid === null, reason: prepaid },
    { channel: 'CREDIT_ACCOUNTSTORE' as const, available: creditRefusal === null, reason: creditRefusal },
    ...(['WECHAT', 'ALIPAY', 'UNION'] as const).map((channel) => ({ channel, available: sandboxEnabled, reason: sandboxEnabled ? null : PAYMENT_CHECK_REASONS.channelNotOpen })),
  ];
  if (reason === null && request.channel) {
    const chosen = channels.find((item) => item.channel === request.channel);
    if (chosen && !chosen.available) reason = chosen.reason;
  }
  const single = orders.length === 1 && orders[0]!.status === 'S' ? orders[0]! : undefined;
  const downRefusal = single ? downPaymentRefusal(single, now) : null;
  const downFen = single ? downPaymentFen(dueFen(single)) : 0;
  const inWords = (text: BilingualText | null) => (text === null ? null : text[language]);
  return {
    payable: reason === null,
    reason: inWords(reason),
    totalFen,
    orders: orders.map((order) => ({
      orderId: order.id,
      orderNo: order.orderNo,
      status: order.status,
      totalFen: dueFen(order),
      payDeadline: order.payDeadline ? order.payDeadline.toISOString() : null,
      kind: isBalance(order) ? ('BALANCE' as const) : ('ORDER' as const),
    })),
    balanceFen,
    creditAvailableFen: creditAvailableFen(credit),
    paymentUpperLimitFen,
    canPay,
    paymentPasswordSet: !!user?.hash,
    channels: channels.map((entry) => ({ ...entry, reason: inWords(entry.reason) })),
    downPayment: single
      ? {
          available: reason === null && downRefusal === null,
          reason: inWords(downRefusal),
          percent: DOWN_PAYMENT_PERCENT,
          amountFen: downFen,
          balanceFen: dueFen(single) - downFen,
          balanceDueAt: balanceDueAt(single.etd).toISOString(),
        }
      : null,
  };
}

/**
 * What one order's line of a payment is: its whole due amount, or with a down payment (pay way 2) 30 % of
 * an awaiting-payment order. A down payment is refused on a balance and where downPaymentRefusal says so.
 */
function paymentLineOf(order: OrderRow, payWay: number, now: Date): { orderId: string; orderNo: string; amountFen: number } {
  if (payWay !== 2) return { orderId: order.id, orderNo: order.orderNo, amountFen: dueFen(order) };
  if (order.status !== 'S') {
    throw new AppError('PAYMENT_DOWN_NOT_ALLOWED', { msg: { zh: '尾款须一次付清，请选择全款支付', en: 'The balance must be paid in full at once, please choose full payment' }, field: 'payWay' });
  }
  const refusal = downPaymentRefusal(order, now);
  if (refusal) throw new AppError('PAYMENT_DOWN_NOT_ALLOWED', { msg: refusal, field: 'payWay' });
  return { orderId: order.id, orderNo: order.orderNo, amountFen: downPaymentFen(dueFen(order)) };
}

type PayScope = 'payment.orderPayReq' | 'payment.batchPayment';

/** The work of one payment (inside withIdempotency's transaction). */
async function payInTransaction(options: {
  tx: Tx;
  actor: Actor;
  orderIds: readonly string[];
  channel: SupportedPayChannel;
  payWay: number;
  idempotencyKey: string;
  sandboxEnabled: boolean;
  scope: PayScope;
  /** The payer's standing when the password check already read it. */
  payer: Payer | undefined;
}): Promise<TPayResult> {
  const { tx, actor, orderIds, channel, payWay, idempotencyKey } = options;
  const standing = options.payer ?? (await payerStandingOf(tx, actor));
  await assertPaymentSwitchedOn(tx, { batch: orderIds.length > 1 });
  if (isQrPayChannel(channel)) assertQrChannelAvailable(channel, options.sandboxEnabled);
  // Only orderPayReq (one order) may pay a down-payment order's balance.
  const orders = await lockPayableOrders(tx, { actor, orderIds, owner: standing, allowBalance: options.scope === 'payment.orderPayReq' });
  const now = new Date();
  const lines = orders.map((order) => paymentLineOf(order, payWay, now));
  const amountFen = lines.reduce((sum, line) => sum + line.amountFen, 0);
  const account = await lockPrepaidAccount(tx, standing);

  if (isQrPayChannel(channel)) {
    // Nothing moves yet: the provider's notify pays the orders (payment callback).
    const request = await createPaymentRequest(tx, { accountId: account.id, userId: actor.userId, channel, payWay, purpose: 0, amountFen, status: 'INIT', idempotencyKey, lines });
    return payResultOf(tx, request, { lines, statuses: new Map(orders.map((order) => [order.id, order.status])) });
  }
  if (channel === 'ACCOUNTSTORE' && account.paymentUpperLimitFen !== null && amountFen > account.paymentUpperLimitFen) throw new AppError('PAYMENT_OVER_UPPER_LIMIT');
  if (channel === 'CREDIT_ACCOUNTSTORE') {
    const refusal = creditPaymentRefusal({ amountFen, creditLimitFen: account.creditLimitFen, creditUsedFen: account.creditUsedFen });
    if (refusal) throw new AppError('PAYMENT_CREDIT_INSUFFICIENT', { msg: refusal });
  }
  const request = await createPaymentRequest(tx, { accountId: account.id, userId: actor.userId, channel, payWay, purpose: 0, amountFen, status: 'PAID', idempotencyKey, lines });
  let lockedAccount = account;
  for (const line of lines) {
    lockedAccount = await debitPrepaidAccount({
      tx,
      owner: standing,
      lockedAccount,
      amountFen: line.amountFen,
      kind: channel === 'CREDIT_ACCOUNTSTORE' ? 'CREDIT_PAY' : 'ORDER_PAY',
      businessId: line.orderId,
      businessNo: line.orderNo,
      remark: `${orderIds.length > 1 ? '批量支付' : '订单支付'} ${line.orderNo}（${request.payNo}）`,
      idempotencyKey,
      createdBy: actor.userId,
    });
  }
  const statuses = await settlePaidOrders(tx, { request, lines, payWay, lockedOrders: orders });
  return payResultOf(tx, request, { lines, statuses });
}

/** orderPayReq and batchPayment: one Idempotency-Key, one transaction, all orders or none. */
export async function payOrders(options: {
  db: Db;
  keys: ServerKeys;
  actor: Actor;
  http: { request: FastifyRequest; reply: FastifyReply };
  scope: PayScope;
  request: TOrderPayRequest | TBatchPaymentRequest;
  sandboxEnabled: boolean;
}): Promise<Envelope<TPayResult>> {
  const { db, keys, actor, http, scope, request, sandboxEnabled } = options;
  const orderIds = 'orderIds' in request ? request.orderIds : [request.orderId];
  // A batch pays in full; either way the freight-loan line records bank credit (3).
  const payWay = recordedPayWay('payWay' in request ? request.payWay : 1, request.channel);
  // Read once per call: before the password check when there is one, so a sub-account without user_pay is
  // refused before its try counts.
  let payer: Payer | undefined;
  return withIdempotency(
    {
      db,
      request: http.request,
      reply: http.reply,
      scope,
      caller: actor.userId,
      body: request,
      beforeWork: needsPaymentPassword(request.channel)
        ? async () => {
            payer = await payerStandingOf(db, actor);
            await verifyPayPassword({ db, keys, actor, encrypted: request.payPassword });
          }
        : undefined,
    },
    (tx, idempotencyKey) => payInTransaction({ tx, actor, orderIds, channel: request.channel, payWay, idempotencyKey, sandboxEnabled, scope, payer }),
  );
}

/** zeroPayment (pay way 0): the order goes to review without money now, when canZeroPay allows it. */
export async function zeroPayment(options: { db: Db; actor: Actor; http: { request: FastifyRequest; reply: FastifyReply }; request: TZeroPaymentRequest }): Promise<Envelope<TPayResult>> {
  const { db, actor, http, request } = options;
  return withIdempotency({ db, request: http.request, reply: http.reply, scope: 'payment.zeroPayment', caller: actor.userId, body: request }, async (tx, idempotencyKey) => {
    const standing = await payerStandingOf(tx, actor);
    await assertPaymentSwitchedOn(tx, { batch: false });
    const [order] = await lockPayableOrders(tx, { actor, orderIds: [request.orderId], owner: standing });
    let level: number | null = null;
    if (standing.ownerKind === 'enterprise') {
      const [row] = await tx.select({ level: enterprise.level, entType: enterprise.entType }).from(enterprise).where(eq(enterprise.id, standing.ownerId));
      level = row && row.entType !== 'Personal' ? row.level : null;
    }
    if (!canZeroPay({ totalFen: dueFen(order!), enterpriseLevel: level })) throw new AppError('PAYMENT_ZERO_NOT_ALLOWED');
    const account = await lockPrepaidAccount(tx, standing);
    const lines = [{ orderId: order!.id, orderNo: order!.orderNo, amountFen: 0 }];
    const paymentRequest = await createPaymentRequest(tx, { accountId: account.id, userId: actor.userId, channel: 'ZERO', payWay: 0, purpose: 0, amountFen: 0, status: 'PAID', idempotencyKey, lines });
    const statuses = await settlePaidOrders(tx, { request: paymentRequest, lines, payWay: 0, lockedOrders: [order!] });
    return payResultOf(tx, paymentRequest, { lines, statuses });
  });
}
