import { TEXT_TRUNCATE_DEFAULT } from '../constants/shell';

/** The ellipsis appended to cut text: three ASCII dots (000 §9). */
export const TRUNCATION_ELLIPSIS = '...';

/**
 * Long text cut for a table cell or card, the full text being shown on hover (000 §5): text longer
 * than `length` characters keeps its first `length` characters followed by '...'; shorter or equal
 * text is returned whole. Characters are counted as code points, so an emoji or a rare CJK
 * character outside the basic plane is never split in half.
 */
export function truncateText(text: string, length: number = TEXT_TRUNCATE_DEFAULT): string {
  const characters = Array.from(text);
  if (characters.length <= length) return text;
  return characters.slice(0, length).join('') + TRUNCATION_ELLIPSIS;
}

/** Whether truncateText would cut the text, i.e. whether a hover tooltip with the full text is needed. */
export function isTruncated(text: string, length: number = TEXT_TRUNCATE_DEFAULT): boolean {
  return Array.from(text).length > length;
}
