import { chinaMonth, pickSeasonTheme, type Season } from '@coastbook/domain';

/** Hero artwork we ship; a season missing here falls back to the nearest one (000 §2.4). */
export const AVAILABLE_HERO_SEASONS: readonly Season[] = ['spring', 'summer', 'autumn', 'winter'];

/**
 * Meteorological seasons of the Chinese coast: Mar–May spring, Jun–Aug summer, Sep–Nov autumn, Dec–Feb winter,
 * by the month in China: the server draws the landing page on China's clock, and a browser in another zone
 * must pick the same hero, or the hero changes under the visitor's eyes when the app takes the page over.
 */
export function seasonOfDate(date: Date): Season {
  const month = chinaMonth(date);
  if (month >= 3 && month <= 5) return 'spring';
  if (month >= 6 && month <= 8) return 'summer';
  if (month >= 9 && month <= 11) return 'autumn';
  return 'winter';
}

/** The theme for today: the calendar season if its artwork exists, else the nearest (summer by default). */
export function heroSeasonFor(date: Date, available: readonly Season[] = AVAILABLE_HERO_SEASONS): Season {
  return pickSeasonTheme(seasonOfDate(date), available) ?? 'summer';
}
