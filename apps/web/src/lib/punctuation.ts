/** Punctuation that differs between the page's languages: full-width in Chinese, ASCII with a space in English. */

/** Items of a list in one line: 20GP×2，40HQ×1 / 20GP×2, 40HQ×1. */
export function joinList(items: readonly string[], language: 'zh' | 'en'): string {
  return items.join(language === 'en' ? ', ' : '，');
}

/** A text with a note in brackets: 上海（SHA） / Shanghai (SHA). */
export function bracketed(text: string, note: string, language: 'zh' | 'en'): string {
  return language === 'en' ? `${text} (${note})` : `${text}（${note}）`;
}
