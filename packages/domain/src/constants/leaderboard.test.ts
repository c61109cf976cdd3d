import { describe, expect, it } from 'vitest';
import { giftForRank, LEADERBOARD_DATES, LEADERBOARD_TABLE_MAX_HEIGHT_PX } from './leaderboard';

describe('leaderboard gifts (000 §9)', () => {
  it('gives a tablet to the 1st place only', () => {
    expect(giftForRank(1)?.zh).toBe('平板电脑');
    expect(giftForRank(1)?.en).toBe('Tablet');
  });

  it('gives a model ship to places 2 to 4', () => {
    expect(giftForRank(2)?.en).toBe('Model ship');
    expect(giftForRank(4)?.en).toBe('Model ship');
  });

  it('gives a thermos flask to places 5 to 20 and nothing from 21', () => {
    expect(giftForRank(5)?.en).toBe('Thermos flask');
    expect(giftForRank(20)?.zh).toBe('保温杯');
    expect(giftForRank(21)).toBeUndefined();
    expect(giftForRank(0)).toBeUndefined();
  });

  it('keeps the table height and campaign dates', () => {
    expect(LEADERBOARD_TABLE_MAX_HEIGHT_PX).toBe(370);
    expect(LEADERBOARD_DATES.countedOrders).toEqual({ month: 11, day: 11 });
    expect(LEADERBOARD_DATES.finalUpdate).toEqual({ month: 11, day: 30 });
    expect(LEADERBOARD_DATES.finalAnnouncement).toEqual({ month: 12, day: 1 });
  });
});
