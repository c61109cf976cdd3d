import { MAIN_MENU, USER_CENTER_MENU, menuTranslations } from '@coastbook/domain';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { learnEnglishWords, showServerWordsIn } from '../lib/server-words';
import { detectInitialLanguage, type LanguageCode } from './language';
import { zhCN } from './locales/zh-CN';

const MENU_SOURCE = [...MAIN_MENU, ...USER_CENTER_MENU];

void i18n.use(initReactI18next).init({
  lng: detectInitialLanguage(),
  fallbackLng: 'zh-CN',
  supportedLngs: ['zh-CN', 'en-US'],
  // The shell's Chinese ships in the first load; the feature areas' Chinese comes beside the first page
  // (loadFeatureCatalogues), English when chosen (loadLanguage).
  resources: { 'zh-CN': { translation: zhCN } },
  partialBundledLanguages: true,
  // React escapes output already.
  interpolation: { escapeValue: false },
  // Resources are inline, so initialisation is synchronous and the first render is translated.
  initAsync: false,
  returnNull: false,
});

// Menu titles live once, in the domain menu tree (zh + en); addResources nests the dotted keys.
i18n.addResources('zh-CN', 'translation', menuTranslations(MENU_SOURCE, 'zh'));

let featureCatalogues: Promise<void> | undefined;

/**
 * Adds the feature areas' Chinese strings (features.zh-CN.ts, its own chunk) to the catalogue. The router
 * runs it beside every lazy page and layout, so a page never renders before its strings are there; the
 * entry script carries only the shell's. A failed load (network) is retried on the next page.
 */
export function loadFeatureCatalogues(): Promise<void> {
  featureCatalogues ??= import('./locales/features.zh-CN').then(
    ({ featuresZhCN }) => {
      i18n.addResourceBundle('zh-CN', 'translation', featuresZhCN, true, false);
    },
    (error: unknown) => {
      featureCatalogues = undefined;
      throw error;
    },
  );
  return featureCatalogues;
}

/** A lazy route's loader that also waits for the feature areas' strings. */
export function withFeatureCatalogues<Loaded>(load: () => Promise<Loaded>): () => Promise<Loaded> {
  return () => Promise.all([load(), loadFeatureCatalogues()]).then(([loaded]) => loaded);
}

/**
 * Makes a language's catalogue available: English is its own chunk, loaded on first use (the header
 * switch, or a remembered choice before the first render) so that Chinese visitors never download it.
 */
export async function loadLanguage(language: LanguageCode): Promise<void> {
  if (language !== 'en-US' || i18n.hasResourceBundle('en-US', 'translation')) return;
  const { enUS, englishOfWords } = await import('./locales/en-US');
  i18n.addResourceBundle('en-US', 'translation', enUS, true, true);
  i18n.addResources('en-US', 'translation', menuTranslations(MENU_SOURCE, 'en'));
  learnEnglishWords(englishOfWords);
}

/** Refusals shown from now on (ApiError), and the calls' Accept-Language, follow the page's language. */
i18n.on('languageChanged', (language) => showServerWordsIn(language));
// init has already chosen the first language (a remembered English included), before the listener was there.
showServerWordsIn(i18n.language);

export { i18n };
