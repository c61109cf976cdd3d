import type { THotProduct } from '@coastbook/contracts';
import { formatMoney } from '@coastbook/domain';
import { ArrowRightOutlined, CalendarOutlined, ClockCircleOutlined, ContainerOutlined } from '@ant-design/icons';
import { Empty, Skeleton, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { productSearchPath } from '../../../lib/product-search-link';
import { useCarrierName } from '../../basedata';
import { useHotProducts } from '../../product';
import { SectionHeading } from './section-heading';

function HotRouteCard({ product, carrierName }: { product: THotProduct; carrierName: string }) {
  const { t, i18n } = useTranslation();
  const isEnglish = i18n.language === 'en-US';
  const from = isEnglish ? product.fromEnnme : product.fromCnnme;
  const to = isEnglish ? product.toEnnme : product.toCnnme;
  return (
    <article className="hot-route" data-testid="hot-route">
      <header className="hot-route__ports">
        <div className="hot-route__port">
          <span className="hot-route__name">{from}</span>
          <span className="hot-route__code">{product.fromCode}</span>
        </div>
        <ArrowRightOutlined className="hot-route__arrow" aria-hidden />
        <div className="hot-route__port hot-route__port--to">
          <span className="hot-route__name">{to}</span>
          <span className="hot-route__code">{product.toCode}</span>
        </div>
      </header>
      <dl className="hot-route__facts">
        <div>
          <dt>
            <ClockCircleOutlined /> {t('home.transitDays')}
          </dt>
          <dd>{t('common.days', { count: product.transitDays })}</dd>
        </div>
        <div>
          <dt>
            <ContainerOutlined /> {t('home.containerType')}
          </dt>
          <dd>{product.cntrType}</dd>
        </div>
        <div>
          <dt>
            <CalendarOutlined /> {t('home.nextEtd')}
          </dt>
          <dd>{dayjs(product.nextEtd).format('MM-DD')}</dd>
        </div>
      </dl>
      <footer className="hot-route__footer">
        <div>
          <Tag color="geekblue" className="hot-route__carrier">
            {carrierName}
          </Tag>
          <div className="hot-route__price">
            <strong>{formatMoney(product.priceFromFen)}</strong>
            <span>{t('home.priceFrom')}</span>
          </div>
        </div>
        <LinkButton
          type="primary"
          to={productSearchPath({ fpolCde: product.fromCode, lpodCde: product.toCode, etd: product.nextEtd.slice(0, 10) })}
        >
          {t('home.bookNow')}
        </LinkButton>
      </footer>
    </article>
  );
}

/** Hot routes from the API; never breaks the page: skeleton while loading, Alert on failure, Empty when none. */
export function HotRoutes() {
  const { t } = useTranslation();
  const hotProducts = useHotProducts();
  const carrierName = useCarrierName();

  return (
    <section className="home-section" aria-labelledby="hot-routes-title">
      <SectionHeading id="hot-routes-title" title={t('home.hotRoutesTitle')} subtitle={t('home.hotRoutesSubtitle')} />
      {hotProducts.isPending && (
        <div className="hot-routes__grid">
          {Array.from({ length: 4 }, (_, index) => (
            <div className="hot-route" key={index}>
              <Skeleton active paragraph={{ rows: 3 }} />
            </div>
          ))}
        </div>
      )}
      {hotProducts.isError && (
        <LoadFailedAlert error={hotProducts.error} onRetry={() => void hotProducts.refetch()} type="warning" />
      )}
      {hotProducts.isSuccess &&
        (hotProducts.data.length === 0 ? (
          <Empty description={t('home.hotRoutesEmpty')} />
        ) : (
          <div className="hot-routes__grid">
            {hotProducts.data.map((product) => (
              <HotRouteCard key={product.id} product={product} carrierName={carrierName(product.carrier)} />
            ))}
          </div>
        ))}
    </section>
  );
}
