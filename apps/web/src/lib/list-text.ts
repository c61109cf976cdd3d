/** Items of a list in one line, with the page language's separator: 20GP × 2，40HQ × 1 / 20GP × 2, 40HQ × 1. */
export function joinList(items: readonly string[], language: 'zh' | 'en'): string {
  return items.join(language === 'en' ? ', ' : '，');
}
