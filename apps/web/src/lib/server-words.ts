/**
 * Words that come in Chinese, shown in the page's language. Every call tells the server the page's language
 * (Accept-Language), and the server words its refusals in English for an English page. While the page is in
 * English, words that still come in Chinese are shown in English where the English catalogue knows them:
 * an answer asked for before the switch, the transport's own messages for an HTTP status, and the contracts'
 * validation messages that the forms' rules (`zodRule`) show. The lookup comes with the English catalogue's
 * chunk (`englishOfChineseWords` and `validationMessageInEnglish`), so Chinese pages never download it. Set by
 * i18n; read by the transports, ApiError and the form rules.
 */
export type EnglishOfWords = (chinese: string) => string | undefined;

let englishOfWords: EnglishOfWords | undefined;
let pageLanguage = 'zh-CN';

/** The English catalogue has loaded: from now on its words can be shown. */
export function learnEnglishWords(lookup: EnglishOfWords): void {
  englishOfWords = lookup;
}

export function showServerWordsIn(language: string): void {
  pageLanguage = language;
}

/** The page's language, for the Accept-Language of every call (not the browser's: a Chinese page reads Chinese). */
export function pageLanguageTag(): string {
  return pageLanguage;
}

/** The words as `language` has them: the English of known Chinese words in English, else as they are. */
export function wordsInLanguage(words: string, language: string): string {
  if (!language.startsWith('en')) return words;
  return englishOfWords?.(words) ?? words;
}

/** The message as the page's language has it: the English of a known Chinese message on an English page, else as sent. */
export function inPageLanguage(message: string): string {
  return wordsInLanguage(message, pageLanguage);
}
