import type { TPayChannel, TPaymentValidation } from '@coastbook/contracts';
import { prepaidPaymentRefusal } from '@coastbook/domain';

/**
 * What the payment page offers, from the server's payment/validate answer (the server decides; the
 * page only arranges): pay ways of 001 §9 and the channels each one uses.
 *
 * - 1 full payment and 2 down payment pay through orderPayReq on any channel the server allows;
 * - 0 zero down payment goes to zeroPayment (the server refuses when the product/customer does not allow it);
 * - 3 bank credit is the freight-loan line: only the CREDIT_ACCOUNTSTORE channel, offered when the server
 *   says that channel is available.
 */
export type PagePayWay = 0 | 1 | 2 | 3;

export interface PayWayOption {
  payWay: PagePayWay;
  available: boolean;
}

export interface ChannelOption {
  channel: TPayChannel;
  available: boolean;
  /** Why not (the server's reason, or the prepaid rule's), when unavailable. */
  reason: string | null;
}

/** Display order of the channels on the page. */
export const CHANNEL_ORDER: readonly TPayChannel[] = ['ACCOUNTSTORE', 'CREDIT_ACCOUNTSTORE', 'WECHAT', 'ALIPAY', 'UNION'];

function serverChannel(validation: TPaymentValidation, channel: TPayChannel) {
  return validation.channels.find((entry) => entry.channel === channel);
}

export function payWayOptions(validation: TPaymentValidation, options: { single: boolean }): PayWayOption[] {
  const creditAvailable = serverChannel(validation, 'CREDIT_ACCOUNTSTORE')?.available ?? false;
  const payable = validation.payable && validation.canPay;
  const ways: PayWayOption[] = [
    { payWay: 1, available: payable },
    // Down payment and zero down payment are per-order decisions of the server: offered for a single order only.
    ...(options.single ? [{ payWay: 2 as const, available: payable }, { payWay: 0 as const, available: payable }] : []),
    { payWay: 3, available: payable && creditAvailable },
  ];
  return ways;
}

/** The channels of a pay way, in page order, with the server's availability (prepaid also checked against balance and limit). */
export function channelOptions(validation: TPaymentValidation, payWay: PagePayWay): ChannelOption[] {
  if (payWay === 0) return [];
  const wanted = payWay === 3 ? (['CREDIT_ACCOUNTSTORE'] as const) : CHANNEL_ORDER;
  return wanted.flatMap((channel) => {
    const entry = serverChannel(validation, channel);
    if (entry === undefined) return [];
    let { available, reason } = entry;
    if (available && channel === 'ACCOUNTSTORE') {
      const refusal = prepaidPaymentRefusal({
        amountFen: validation.totalFen,
        balanceFen: validation.balanceFen,
        paymentUpperLimitFen: validation.paymentUpperLimitFen,
      });
      if (refusal !== null) {
        available = false;
        reason = refusal;
      }
    }
    return [{ channel, available, reason }];
  });
}

/** The channel to preselect: the first available one (prepaid first), or undefined. */
export function defaultChannel(options: readonly ChannelOption[]): TPayChannel | undefined {
  return options.find((option) => option.available)?.channel;
}

/** The `payWay` orderPayReq takes: the page's way, except zero down payment, which goes to zeroPayment. */
export function requestPayWay(payWay: PagePayWay): 1 | 2 | 3 {
  return payWay === 0 ? 1 : payWay;
}
