/** Languages of the portal: Chinese first, English second (ARCHITECTURE.md). */
export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type LanguageCode = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: LanguageCode = 'zh-CN';

/** The choice made in the header is remembered across visits. */
export const LANGUAGE_STORAGE_KEY = 'coastbook.lang';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function detectInitialLanguage(): LanguageCode {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguageCode(stored)) return stored;
  } catch {
    // Storage can be blocked (privacy mode); Chinese is the default anyway.
  }
  return DEFAULT_LANGUAGE;
}

export function rememberLanguage(language: LanguageCode): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembering is harmless.
  }
}
