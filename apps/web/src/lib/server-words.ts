/**
 * The refusals' words in the page's language. The server words its refusals in Chinese (the spec's catalogue);
 * while the page is in English, the words it knows in English (`englishOfChineseWords`, loaded with the English
 * catalogue) are shown in English instead. Set by i18n on every language change; read by ApiError.
 */
let wordsOfPageLanguage: ReadonlyMap<string, string> | undefined;

export function showServerWordsIn(words: ReadonlyMap<string, string> | undefined): void {
  wordsOfPageLanguage = words;
}

/** The message as the page's language has it: the English of a known Chinese message on an English page, else as sent. */
export function inPageLanguage(message: string): string {
  return wordsOfPageLanguage?.get(message) ?? message;
}
