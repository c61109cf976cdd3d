import { CompassOutlined, QuestionCircleOutlined, ReadOutlined } from '@ant-design/icons';
import { HELP_CENTRE_PAGE_TYPES, ROUTE_INTRODUCTION_PAGE_TYPES, TRANSPORT_INTRODUCTION_PAGE_TYPES } from '@coastbook/domain';
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
    pageTypes: ROUTE_INTRODUCTION_PAGE_TYPES,
  },
  {
    key: 'transport',
    titleKey: 'home.servicesTransport',
    icon: <ReadOutlined />,
    path: '/transport/introduceType',
    pageTypes: TRANSPORT_INTRODUCTION_PAGE_TYPES,
  },
  {
    key: 'help',
    titleKey: 'home.servicesHelp',
    icon: <QuestionCircleOutlined />,
    path: '/helpCenter/helpType',
    pageTypes: HELP_CENTRE_PAGE_TYPES,
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
