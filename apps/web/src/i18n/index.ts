import { MAIN_MENU, USER_CENTER_MENU, menuTranslations } from '@coastbook/domain';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectInitialLanguage, type LanguageCode } from './language';
import { enUS } from './locales/en-US';
import { zhCN } from './locales/zh-CN';

const MENU_SOURCE = [...MAIN_MENU, ...USER_CENTER_MENU];

void i18n.use(initReactI18next).init({
  lng: detectInitialLanguage(),
  fallbackLng: 'zh-CN',
  supportedLngs: ['zh-CN', 'en-US'],
  resources: {
    'zh-CN': { translation: zhCN },
    'en-US': { translation: enUS },
  },
  // React escapes output already.
  interpolation: { escapeValue: false },
  // Resources are inline, so initialisation is synchronous and the first render is translated.
  initAsync: false,
  returnNull: false,
});

// Menu titles live once, in the domain menu tree (zh + en); addResources nests the dotted keys.
const menuLanguages: Record<LanguageCode, 'zh' | 'en'> = { 'zh-CN': 'zh', 'en-US': 'en' };
for (const [language, field] of Object.entries(menuLanguages)) {
  i18n.addResources(language, 'translation', menuTranslations(MENU_SOURCE, field));
}

export { i18n };
