import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type LanguageCode } from '../../i18n/language';
import { useLanguage } from '../../i18n/use-language';

const LABEL_KEYS: Record<LanguageCode, string> = { 'zh-CN': 'language.zhCN', 'en-US': 'language.enUS' };

/** 中文 / English in the header top bar; the choice is remembered in localStorage. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const [language, setLanguage] = useLanguage();
  return (
    <span className="language-switch" role="group" aria-label={t('language.label')}>
      <GlobalOutlined aria-hidden />
      {LANGUAGES.map((code) => (
        <span key={code}>
          <button
            type="button"
            className={code === language ? 'language-switch__option is-active' : 'language-switch__option'}
            aria-pressed={code === language}
            lang={code}
            onClick={() => setLanguage(code)}
          >
            {t(LABEL_KEYS[code])}
          </button>
        </span>
      ))}
    </span>
  );
}
