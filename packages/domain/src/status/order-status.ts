import type { LabelledValue, ListValue } from '../constants/labelled-list';
import { chinaMonthsBefore } from '../date/china-calendar';

/** Order statuses, the order list's tabs and filters, and booking statuses (001 §2, §4). */

export const ORDER_STATUSES = [
  { value: 'P', zh: '暂存', en: 'Draft' },
  { value: 'S', zh: '待支付', en: 'Awaiting payment' },
  { value: 'W', zh: '待审核', en: 'Awaiting review' },
  { value: 'WM', zh: '售前更正', en: 'Pre-sale correction' },
  { value: 'WB', zh: '售前补退差价', en: 'Pre-sale price-difference settlement' },
  { value: 'A', zh: '已确认', en: 'Confirmed' },
  { value: 'AM', zh: '更正中', en: 'Correcting' },
  { value: 'C', zh: '拆单审核', en: 'Split under review' },
  { value: 'H', zh: '合单审核', en: 'Merge under review' },
  { value: 'T', zh: '退运审核', en: 'Return shipment under review' },
  { value: 'B', zh: '补退款中', en: 'Top-up/refund in progress' },
  { value: 'X', zh: '已取消', en: 'Cancelled' },
  { value: 'R', zh: '审核拒绝', en: 'Rejected' },
] as const satisfies readonly LabelledValue[];

export type OrderStatus = ListValue<typeof ORDER_STATUSES>;

/** A new order is created as a draft (P) and receives its orderNo from the server. */
export const INITIAL_ORDER_STATUS = 'P' satisfies OrderStatus;

/** Tabs of the my-orders list; 'all' applies no status filter. */
export const ORDER_LIST_TABS = [
  { value: 'all', zh: '全部', en: 'All' },
  { value: 'S', zh: '待支付', en: 'Awaiting payment' },
  { value: 'W', zh: '待审核', en: 'Awaiting review' },
  { value: 'A', zh: '已确认', en: 'Confirmed' },
  { value: 'X', zh: '已取消', en: 'Cancelled' },
  { value: 'R', zh: '审核拒绝', en: 'Rejected' },
] as const satisfies readonly LabelledValue[];

export type OrderListTab = ListValue<typeof ORDER_LIST_TABS>;

/**
 * Search buttons of the my-orders list (001 §2): fee to be confirmed, refunding, reviewing, awaiting
 * correction confirmation, approved, rejected. Corrections and refunds come with later issues; today
 * reviewing = W, approved = A, rejected = R, and the other three match no order.
 */
export const ORDER_SEARCH_BUTTONS = ['feeToConfirm', 'refunding', 'reviewing', 'correctionToConfirm', 'approved', 'rejected'] as const;

export type OrderSearchButton = (typeof ORDER_SEARCH_BUTTONS)[number];

/** The status a tab filters on, or undefined for 'all'. */
export function orderStatusOfTab(tab: OrderListTab): OrderStatus | undefined {
  return tab === 'all' ? undefined : tab;
}

/** Time filters of the order list; `value` is the number of months back from today. */
export const ORDER_TIME_FILTERS = [
  { value: 1, zh: '近1个月', en: 'Last month' },
  { value: 3, zh: '近3个月', en: 'Last 3 months' },
] as const satisfies readonly LabelledValue<number>[];

export type OrderTimeFilter = ListValue<typeof ORDER_TIME_FILTERS>;

/**
 * Start of a "recent N months" filter: the same day and time N months earlier on China's calendar (see
 * chinaMonthsBefore), whatever the zone of the server: at 01:00 on 1 December in Shanghai (still
 * 30 November in UTC) "last month" starts on 1 November, as the shipper reading the list expects.
 */
export function orderTimeFilterStart(months: OrderTimeFilter, reference: Date): Date {
  return chinaMonthsBefore(reference, months);
}

/**
 * Status of a booking as the carrier's booking system reports it (001 §4): these count as confirmed
 * or as cancelled when orders and bookings are tallied. Spelled as the carrier system spells them.
 */
export const BOOKING_STATUSES_COUNTED_AS_CONFIRMED = ['Confirmed', 'Pended', 'PreBooking', 'Wait Listed'] as const;
export const BOOKING_STATUSES_COUNTED_AS_CANCELLED = ['Cancelled', 'Terminated', 'No Show'] as const;

export function isBookingCountedAsConfirmed(bookingStatus: string): boolean {
  return (BOOKING_STATUSES_COUNTED_AS_CONFIRMED as readonly string[]).includes(bookingStatus);
}

export function isBookingCountedAsCancelled(bookingStatus: string): boolean {
  return (BOOKING_STATUSES_COUNTED_AS_CANCELLED as readonly string[]).includes(bookingStatus);
}

/** Upload state of an order's container photos (001 §3). */
export const CONTAINER_PHOTO_UPLOAD_STATUSES = [
  { value: 'Empty', zh: '未上传', en: 'None uploaded' },
  { value: 'Half', zh: '部分上传', en: 'Partly uploaded' },
  { value: 'Full', zh: '已上传', en: 'All uploaded' },
] as const satisfies readonly LabelledValue[];
export type ContainerPhotoUploadStatus = ListValue<typeof CONTAINER_PHOTO_UPLOAD_STATUSES>;
