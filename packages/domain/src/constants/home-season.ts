import type { LabelledValue } from './labelled-list';

/** The home page's seasonal image theme (000 §2.4, 001 §9). All four share one colour setting. */
export const SEASONS = [
  { value: 'spring', zh: '春', en: 'Spring' },
  { value: 'summer', zh: '夏', en: 'Summer' },
  { value: 'autumn', zh: '秋', en: 'Autumn' },
  { value: 'winter', zh: '冬', en: 'Winter' },
] as const satisfies readonly LabelledValue[];

export type Season = (typeof SEASONS)[number]['value'];

export const DEFAULT_SEASON: Season = 'summer';

/**
 * The theme to show: the wanted season (summer when none is wanted) if its images are available,
 * otherwise the nearest available one around the year's cycle (winter is next to spring). When two
 * are equally near, the earlier season wins: the one just past rather than the one still to come.
 * Undefined only when no theme is available at all.
 */
export function pickSeasonTheme(
  wanted: Season | undefined,
  available: readonly Season[],
): Season | undefined {
  const order = SEASONS.map((season) => season.value);
  const wantedIndex = order.indexOf(wanted ?? DEFAULT_SEASON);
  for (let distance = 0; distance <= order.length / 2; distance += 1) {
    const earlier = order[(wantedIndex - distance + order.length) % order.length];
    if (earlier && available.includes(earlier)) return earlier;
    const later = order[(wantedIndex + distance) % order.length];
    if (later && available.includes(later)) return later;
  }
  return undefined;
}
