import { HELP_CENTRE_PAGE_TYPES } from '@coastbook/domain';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../i18n/use-language';
import { ArticleView } from '../components/article-view';
import { InfoLayout } from '../components/info-layout';
import { HELP_ARTICLES } from '../content/help-articles';
import { usePageType } from '../lib/use-page-type';
import '../info.css';

/** /helpCenter/helpType?pageType=… (000 §2.1, public): the help centre's topics, the header's beginner guide first. */
export function HelpCentrePage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const pageType = usePageType(HELP_CENTRE_PAGE_TYPES);
  return (
    <InfoLayout
      testId="help-centre-page"
      sectionTitle={t('route.helpCenter')}
      activeKey={pageType}
      items={HELP_CENTRE_PAGE_TYPES.map((key) => ({ key, label: t(`introduction.${key}`), to: `?pageType=${key}` }))}
    >
      <ArticleView article={HELP_ARTICLES[pageType][language]} />
    </InfoLayout>
  );
}
