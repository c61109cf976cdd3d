import { TRANSPORT_INTRODUCTION_PAGE_TYPES } from '@coastbook/domain';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../i18n/use-language';
import { ArticleView } from '../components/article-view';
import { InfoLayout } from '../components/info-layout';
import { TRANSPORT_ARTICLES } from '../content/transport-articles';
import { usePageType } from '../lib/use-page-type';
import '../info.css';

/** /transport/introduceType?pageType=guide|service (000 §2.1, public): the transport guide and the services offered. */
export function TransportIntroductionPage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const pageType = usePageType(TRANSPORT_INTRODUCTION_PAGE_TYPES);
  return (
    <InfoLayout
      testId="transport-introduction-page"
      sectionTitle={t('route.transportIntroduction')}
      activeKey={pageType}
      items={TRANSPORT_INTRODUCTION_PAGE_TYPES.map((key) => ({ key, label: t(`introduction.${key}`), to: `?pageType=${key}` }))}
    >
      <ArticleView article={TRANSPORT_ARTICLES[pageType][language]} />
    </InfoLayout>
  );
}
