/** Small helpers to print the bench's results as Markdown tables (pasted as is into BENCHMARKS.md). */

export function markdownTable(headers: string[], rows: Array<Array<string | number>>, alignRight: boolean[] = headers.map((_, index) => index > 0)): string {
  const lines = [`| ${headers.join(' | ')} |`, `|${alignRight.map((right) => (right ? '---:' : '---')).join('|')}|`];
  for (const row of rows) lines.push(`| ${row.join(' | ')} |`);
  return lines.join('\n');
}

export const verdict = (passed: boolean) => (passed ? 'PASS' : 'MISS');

/** The p-th percentile (0–100) of a list of numbers, nearest rank. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–');
export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
