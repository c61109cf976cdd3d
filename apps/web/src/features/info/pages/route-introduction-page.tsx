import { ROUTE_INTRODUCTION_PAGE_TYPES } from '@coastbook/domain';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { useUiLanguage } from '../../../i18n/use-language';
import { useRouteNetwork } from '../api/get-route-network';
import { ArticleView } from '../components/article-view';
import { InfoLayout } from '../components/info-layout';
import { RouteLoopList } from '../components/route-loop-list';
import { RouteNetworkSize } from '../components/route-network-size';
import { ROUTE_ARTICLES, ROUTE_PAGE_INTROS } from '../content/route-articles';
import { usePageType } from '../lib/use-page-type';
import '../info.css';

/** 具体航线 and 航线规模: figures from the sailing schedule, read when the page opens. */
function LiveRoutePage({ pageType }: { pageType: 'specificRoute' | 'routeSize' }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const network = useRouteNetwork();
  const intro = ROUTE_PAGE_INTROS[pageType][language];
  return (
    <>
      <header>
        <h1>{intro.title}</h1>
        <p>{intro.summary}</p>
      </header>
      {network.isPending && <Skeleton active paragraph={{ rows: 8 }} />}
      {network.isError && <LoadFailedAlert error={network.error} onRetry={() => void network.refetch()} />}
      {network.isSuccess &&
        (pageType === 'specificRoute' ? <RouteLoopList loops={network.data.loops} /> : <RouteNetworkSize network={network.data} />)}
      <div className="info-page__actions">
        <LinkButton type="primary" to="/product">
          {t('info.route.searchSailings')}
        </LinkButton>
      </div>
    </>
  );
}

/** /routeIntroduction/routeType?pageType=… (000 §2.1, public): the carrier's routes, their size, advantages and features. */
export function RouteIntroductionPage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const pageType = usePageType(ROUTE_INTRODUCTION_PAGE_TYPES);
  return (
    <InfoLayout
      testId="route-introduction-page"
      sectionTitle={t('route.routeIntroduction')}
      activeKey={pageType}
      items={ROUTE_INTRODUCTION_PAGE_TYPES.map((key) => ({ key, label: t(`introduction.${key}`), to: `?pageType=${key}` }))}
    >
      {pageType === 'specificRoute' || pageType === 'routeSize' ? (
        <LiveRoutePage pageType={pageType} />
      ) : (
        <ArticleView article={ROUTE_ARTICLES[pageType][language]} />
      )}
    </InfoLayout>
  );
}
