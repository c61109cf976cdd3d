import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type LanguageCode } from '../../i18n/language';
import { useLanguage } from '../../i18n/use-language';

/**
 * 中文 / English for the operator console (header and login card). The choice is the portal's one
 * (remembered in localStorage), so a member of staff who reads English gets it on both sides.
 */
export function OpsLanguageSwitch() {
  const { t } = useTranslation();
  const [language, setLanguage] = useLanguage();
  return (
    <Segmented<LanguageCode>
      size="small"
      value={language}
      onChange={setLanguage}
      aria-label={t('language.label')}
      options={LANGUAGES.map((code) => ({ value: code, label: <span lang={code}>{t(code === 'zh-CN' ? 'language.zhCN' : 'language.enUS')}</span> }))}
      data-testid="ops-language-switch"
    />
  );
}
