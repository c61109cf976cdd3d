/** Header badge caps (000 §6, §9; 001 §4). */

/** Above this the to-do badge reads '99+'. */
export const TODO_BADGE_CAP = 99;

/** Message badges never show more than this. */
export const MESSAGE_BADGE_CAP = 99;

/** The to-do badge text: the count up to 99, '99+' above. */
export function formatTodoBadge(count: number): string {
  return count > TODO_BADGE_CAP ? `${TODO_BADGE_CAP}+` : String(count);
}

/** The message badge count, capped at 99. */
export function capMessageCount(count: number): number {
  return Math.min(count, MESSAGE_BADGE_CAP);
}
