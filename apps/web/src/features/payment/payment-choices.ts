import type { TPayChannel, TPaymentValidation } from '@coastbook/contracts';
import { prepaidPaymentRefusal, type Language } from '@coastbook/domain';

/**
 * What the payment page offers, from the server's payment/validate answer (the server decides; the
 * page only arranges): pay ways of 001 §9 and the channels each one uses.
 *
 * - 1 full payment pays through orderPayReq on any channel the server allows;
 * - 2 down payment pays 30 % now (the server's `downPayment` says how much and whether it may), not on the
 *   freight-loan line; offered for one order awaiting payment;
 * - 0 zero down payment goes to zeroPayment (the server refuses when the product/customer does not allow it);
 * - 3 bank credit is the freight-loan line: only the CREDIT_ACCOUNTSTORE channel, offered when the server
 *   says that channel is available.
 * The balance of a down-payment order is paid in one go: full payment or bank credit.
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

/** Whether the validation is for the balance of a down-payment order (paid alone, in one go). */
export function isBalancePayment(validation: TPaymentValidation): boolean {
  return validation.orders.length === 1 && validation.orders[0]!.kind === 'BALANCE';
}

export function payWayOptions(validation: TPaymentValidation, options: { single: boolean }): PayWayOption[] {
  const creditAvailable = serverChannel(validation, 'CREDIT_ACCOUNTSTORE')?.available ?? false;
  const payable = validation.payable && validation.canPay;
  // Down payment and zero down payment are per-order decisions of the server: offered for one order awaiting payment only.
  const perOrder = options.single && !isBalancePayment(validation);
  const ways: PayWayOption[] = [
    { payWay: 1, available: payable },
    ...(perOrder && validation.downPayment !== null ? [{ payWay: 2 as const, available: payable && validation.downPayment.available }] : []),
    ...(perOrder ? [{ payWay: 0 as const, available: payable }] : []),
    { payWay: 3, available: payable && creditAvailable },
  ];
  return ways;
}

/** What pressing pay moves now: the down payment for pay way 2, nothing for zero down payment, else everything due. */
export function amountOfPayWay(validation: TPaymentValidation, payWay: PagePayWay): number {
  if (payWay === 0) return 0;
  if (payWay === 2 && validation.downPayment !== null) return validation.downPayment.amountFen;
  return validation.totalFen;
}

/**
 * The channels of a pay way, in page order, with the server's availability (prepaid also checked against balance
 * and limit, its reason in the page's language; the server's reasons come worded in it).
 */
export function channelOptions(validation: TPaymentValidation, payWay: PagePayWay, language: Language = 'zh'): ChannelOption[] {
  if (payWay === 0) return [];
  // The freight-loan line is bank credit (pay way 3) itself, so a down payment cannot use it.
  const wanted = payWay === 3 ? (['CREDIT_ACCOUNTSTORE'] as const) : payWay === 2 ? CHANNEL_ORDER.filter((channel) => channel !== 'CREDIT_ACCOUNTSTORE') : CHANNEL_ORDER;
  const amountFen = amountOfPayWay(validation, payWay);
  return wanted.flatMap((channel): ChannelOption[] => {
    const entry = serverChannel(validation, channel);
    if (entry === undefined) return [];
    if (channel === 'ACCOUNTSTORE') {
      // The server judges the prepaid account by this same rule on everything due; the page judges the amount
      // of the chosen pay way (a down payment is less).
      const refusal = prepaidPaymentRefusal({ amountFen, balanceFen: validation.balanceFen, paymentUpperLimitFen: validation.paymentUpperLimitFen });
      return [{ channel, available: refusal === null, reason: refusal === null ? null : refusal[language] }];
    }
    return [{ channel, available: entry.available, reason: entry.reason }];
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
