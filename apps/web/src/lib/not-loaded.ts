/**
 * What stands in a list's count, total or empty text until its first answer. A "0", "共 0 条" or "暂无记录"
 * there was a guess that the answer then changed; a non-breaking space keeps the line's height.
 */
export const NOT_LOADED = '\u00a0';

/** "label (n)", or the label alone until n is known. */
export function labelWithCount(label: string, count: number | undefined): string {
  return count === undefined ? label : `${label} (${count})`;
}
