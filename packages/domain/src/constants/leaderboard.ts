import type { BilingualText } from './labelled-list';

/** The trading-campaign points leaderboard (000 §2.4, §9; 001 §2, §9). */

export const LEADERBOARD_TABLE_MAX_HEIGHT_PX = 370;

/** Ranks shown with a medal icon instead of a number. */
export const LEADERBOARD_ICON_RANKS = 3;

export interface LeaderboardGiftTier extends BilingualText {
  readonly fromRank: number;
  readonly toRank: number;
}

/** The first 20 places receive gifts. */
export const LEADERBOARD_GIFT_TIERS = [
  { fromRank: 1, toRank: 1, zh: '平板电脑', en: 'Tablet' },
  { fromRank: 2, toRank: 4, zh: '船模', en: 'Model ship' },
  { fromRank: 5, toRank: 20, zh: '保温杯', en: 'Thermos flask' },
] as const satisfies readonly LeaderboardGiftTier[];

/** The gift for a final rank, or undefined from the 21st place on. */
export function giftForRank(rank: number): LeaderboardGiftTier | undefined {
  return LEADERBOARD_GIFT_TIERS.find((tier) => rank >= tier.fromRank && rank <= tier.toRank);
}

/**
 * Campaign dates as month and day (the spec gives no year: the campaign recurs each November).
 * Points count orders of 11 November; the board is updated on 30 November and the final board
 * announced on 1 December.
 */
export const LEADERBOARD_DATES = {
  countedOrders: { month: 11, day: 11 },
  finalUpdate: { month: 11, day: 30 },
  finalAnnouncement: { month: 12, day: 1 },
} as const;
