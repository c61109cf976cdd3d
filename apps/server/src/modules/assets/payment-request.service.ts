import crypto from 'node:crypto';
import { AppError, QR_PAYMENT_TTL_MINUTES, type QrPayChannel } from '@coastbook/domain';
import type { DbOrTx } from '../../platform/db/client';
import { paymentRequest, paymentRequestOrder } from './payment-request.tables';

export type PaymentRequestRow = typeof paymentRequest.$inferSelect;

/** Where the sandbox provider's payment page lives (the QR code's content outside production). */
export function sandboxPayPageUrl(payNo: string): string {
  return `/api/dev/pay-sandbox/${payNo}`;
}

/** A payment number a person can read out: PY + China date yyMMdd + 10 random digits (unique index guards it). */
export function newPayNo(now = new Date()): string {
  const china = new Date(now.getTime() + 8 * 3_600_000).toISOString();
  const date = `${china.slice(2, 4)}${china.slice(5, 7)}${china.slice(8, 10)}`;
  return `PY${date}${crypto.randomInt(0, 10_000_000_000).toString().padStart(10, '0')}`;
}

/** One order's part of a payment. */
export interface PaymentLine {
  orderId: string;
  orderNo: string;
  amountFen: number;
}

/**
 * A new payment request with its orders (or notes). QR channels exist only where a provider is connected:
 * outside production the sandbox; in production none yet (PAYMENT_CHANNEL_UNAVAILABLE).
 */
export async function createPaymentRequest(
  tx: DbOrTx,
  values: {
    accountId: string;
    userId: string;
    channel: string;
    payWay: number;
    purpose: number;
    amountFen: number;
    status: 'INIT' | 'PAID';
    idempotencyKey: string | null;
    lines: readonly PaymentLine[];
  },
): Promise<PaymentRequestRow> {
  const now = new Date();
  const [row] = await tx
    .insert(paymentRequest)
    .values({
      payNo: newPayNo(now),
      accountId: values.accountId,
      userId: values.userId,
      channel: values.channel,
      payWay: values.payWay,
      purpose: values.purpose,
      amountFen: values.amountFen,
      status: values.status,
      idempotencyKey: values.idempotencyKey,
      expiresAt: values.status === 'INIT' ? new Date(now.getTime() + QR_PAYMENT_TTL_MINUTES * 60_000) : null,
      paidAt: values.status === 'PAID' ? now : null,
    })
    .returning();
  if (values.lines.length > 0) {
    await tx.insert(paymentRequestOrder).values(values.lines.map((line) => ({ paymentRequestId: row!.id, ...line })));
  }
  return row!;
}

/** Refuses a QR channel where no provider is connected. */
export function assertQrChannelAvailable(channel: QrPayChannel, sandboxEnabled: boolean): void {
  if (!sandboxEnabled) {
    throw new AppError('PAYMENT_CHANNEL_UNAVAILABLE', {
      msg: { zh: `${channel} 支付暂未开通，请使用预存账户支付`, en: `${channel} payment is not available yet, please pay from the prepaid account` },
      field: 'channel',
    });
  }
}
