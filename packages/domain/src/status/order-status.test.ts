import { describe, expect, it } from 'vitest';
import { labelOf, valuesOf } from '../constants/labelled-list';
import {
  INITIAL_ORDER_STATUS,
  isBookingCountedAsCancelled,
  isBookingCountedAsConfirmed,
  ORDER_LIST_TABS,
  ORDER_STATUSES,
  ORDER_TIME_FILTERS,
  orderStatusOfTab,
  orderTimeFilterStart,
} from './order-status';

describe('order statuses (001 §4)', () => {
  it('has the thirteen codes with the portal wording', () => {
    expect(ORDER_STATUSES.map((status) => `${status.value}:${status.zh}`)).toEqual([
      'P:暂存',
      'S:待支付',
      'W:待审核',
      'WM:售前更正',
      'WB:售前补退差价',
      'A:已确认',
      'AM:更正中',
      'C:拆单审核',
      'H:合单审核',
      'T:退运审核',
      'B:补退款中',
      'X:已取消',
      'R:审核拒绝',
    ]);
  });

  it('creates drafts as P', () => {
    expect(INITIAL_ORDER_STATUS).toBe('P');
    expect(labelOf(ORDER_STATUSES, INITIAL_ORDER_STATUS, 'en')).toBe('Draft');
  });
});

describe('order list tabs and time filters (001 §2)', () => {
  it('offers all, S, W, A, X, R', () => {
    expect(valuesOf(ORDER_LIST_TABS)).toEqual(['all', 'S', 'W', 'A', 'X', 'R']);
  });

  it('labels each status tab like the status it filters', () => {
    for (const tab of ORDER_LIST_TABS) {
      const status = orderStatusOfTab(tab.value);
      if (status !== undefined) expect(tab.zh).toBe(labelOf(ORDER_STATUSES, status));
    }
  });

  it("filters nothing on 'all'", () => {
    expect(orderStatusOfTab('all')).toBeUndefined();
    expect(orderStatusOfTab('R')).toBe('R');
  });

  it('offers the last 1 and 3 months', () => {
    expect(valuesOf(ORDER_TIME_FILTERS)).toEqual([1, 3]);
  });

  it('starts a month filter on the same China day and time one or three months earlier', () => {
    expect(orderTimeFilterStart(3, new Date('2024-05-15T10:30:00+08:00'))).toEqual(new Date('2024-02-15T10:30:00+08:00'));
    expect(orderTimeFilterStart(1, new Date('2024-05-15T10:30:00+08:00'))).toEqual(new Date('2024-04-15T10:30:00+08:00'));
  });

  it('reads the day on China\'s calendar, not the server\'s: 1 December in Shanghai is 30 November in UTC', () => {
    expect(orderTimeFilterStart(1, new Date('2026-12-01T01:00:00+08:00'))).toEqual(new Date('2026-11-01T01:00:00+08:00'));
    expect(orderTimeFilterStart(3, new Date('2026-12-01T01:00:00+08:00'))).toEqual(new Date('2026-09-01T01:00:00+08:00'));
  });

  it('clamps to the end of a shorter month and crosses the year', () => {
    // 05:00 on 31 March in Shanghai is still 30 March in UTC: the clamp follows China's day.
    expect(orderTimeFilterStart(1, new Date('2024-03-31T05:00:00+08:00'))).toEqual(new Date('2024-02-29T05:00:00+08:00'));
    expect(orderTimeFilterStart(1, new Date('2025-03-31T23:30:00+08:00'))).toEqual(new Date('2025-02-28T23:30:00+08:00'));
    expect(orderTimeFilterStart(3, new Date('2025-01-10T00:15:00+08:00'))).toEqual(new Date('2024-10-10T00:15:00+08:00'));
  });
});

describe('booking statuses counted as confirmed or cancelled (001 §4)', () => {
  it('counts Confirmed, Pended, PreBooking and Wait Listed as confirmed', () => {
    for (const status of ['Confirmed', 'Pended', 'PreBooking', 'Wait Listed']) {
      expect(isBookingCountedAsConfirmed(status)).toBe(true);
      expect(isBookingCountedAsCancelled(status)).toBe(false);
    }
  });

  it('counts Cancelled, Terminated and No Show as cancelled', () => {
    for (const status of ['Cancelled', 'Terminated', 'No Show']) {
      expect(isBookingCountedAsCancelled(status)).toBe(true);
      expect(isBookingCountedAsConfirmed(status)).toBe(false);
    }
  });

  it('matches the spelling exactly', () => {
    expect(isBookingCountedAsConfirmed('WaitListed')).toBe(false);
    expect(isBookingCountedAsCancelled('cancelled')).toBe(false);
  });
});
