import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { loadLanguage } from './index';
import { DEFAULT_LANGUAGE, isLanguageCode, rememberLanguage, type LanguageCode } from './language';

/** Current language and a setter that also remembers the choice (header switch). */
export function useLanguage(): [LanguageCode, (language: LanguageCode) => void] {
  const { i18n } = useTranslation();
  const current = isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const change = useCallback(
    (language: LanguageCode) => {
      rememberLanguage(language);
      void loadLanguage(language).then(() => i18n.changeLanguage(language));
    },
    [i18n],
  );
  return [current, change];
}

/** The current language as packages/domain names it ('zh' | 'en'), for its bilingual labels and messages. */
export function useUiLanguage(): 'zh' | 'en' {
  const [language] = useLanguage();
  return language === 'en-US' ? 'en' : 'zh';
}
