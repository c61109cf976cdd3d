/**
 * The server's words in the page's language. Every call tells the server the page's language (Accept-Language),
 * and the server words its refusals in English for an English page. While the page is in English, words that
 * still come in Chinese (an answer asked for before the switch, the transport's own messages for an HTTP status)
 * are shown in English where the catalogue knows them (`englishOfChineseWords`, loaded with the English
 * catalogue). Set by i18n on every language change; read by the transports and ApiError.
 */
let wordsOfPageLanguage: ReadonlyMap<string, string> | undefined;
let pageLanguage = 'zh-CN';

export function showServerWordsIn(language: string, words: ReadonlyMap<string, string> | undefined): void {
  pageLanguage = language;
  wordsOfPageLanguage = words;
}

/** The page's language, for the Accept-Language of every call (not the browser's: a Chinese page reads Chinese). */
export function pageLanguageTag(): string {
  return pageLanguage;
}

/** The message as the page's language has it: the English of a known Chinese message on an English page, else as sent. */
export function inPageLanguage(message: string): string {
  return wordsOfPageLanguage?.get(message) ?? message;
}
