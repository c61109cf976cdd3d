import { CompassOutlined, QuestionCircleOutlined, ReadOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionHeading } from './section-heading';

interface ServiceColumn {
  key: string;
  titleKey: string;
  icon: ReactNode;
  path: string;
  /** Values of ?pageType= (000 §2.1), each titled by introduction.<value>. */
  pageTypes: readonly string[];
}

const COLUMNS: readonly ServiceColumn[] = [
  {
    key: 'routes',
    titleKey: 'home.servicesRoutes',
    icon: <CompassOutlined />,
    path: '/routeIntroduction/routeType',
    pageTypes: ['specificRoute', 'routeSize', 'routedAdvantage', 'routeCharacteristics'],
  },
  {
    key: 'transport',
    titleKey: 'home.servicesTransport',
    icon: <ReadOutlined />,
    path: '/transport/introduceType',
    pageTypes: ['guide', 'service'],
  },
  {
    key: 'help',
    titleKey: 'home.servicesHelp',
    icon: <QuestionCircleOutlined />,
    path: '/helpCenter/helpType',
    pageTypes: [
      'userManual',
      'payment',
      'shippingPayment',
      'containTransportation',
      'cargoTracking',
      'tchnologySupport',
      'receipt',
      'advice',
    ],
  },
];

export function ServiceLinks() {
  const { t } = useTranslation();
  return (
    <section className="home-section" aria-labelledby="services-title">
      <SectionHeading id="services-title" title={t('home.servicesTitle')} />
      <div className="service-links">
        {COLUMNS.map((column) => (
          <nav key={column.key} className="service-links__column" aria-label={t(column.titleKey)}>
            <h3>
              {column.icon} {t(column.titleKey)}
            </h3>
            <ul>
              {column.pageTypes.map((pageType) => (
                <li key={pageType}>
                  <Link to={`${column.path}?pageType=${pageType}`}>{t(`introduction.${pageType}`)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </section>
  );
}
