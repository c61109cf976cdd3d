/**
 * Length as a user counts it: one per character (code point), so '中文' is 2 and an emoji is 1.
 * Every "max N characters" rule of the spec counts this way.
 */
export function characterLength(text: string): number {
  return Array.from(text).length;
}
