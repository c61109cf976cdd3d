import { SYSTEM_SWITCH_TYPES } from '@coastbook/domain';
import { ContainerOutlined, ExperimentOutlined, InboxOutlined, TruckOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { useSysSwitch } from '../../basedata';
import { SectionHeading } from './section-heading';

interface BookingEntry {
  key: string;
  titleKey: string;
  descriptionKey: string;
  to: string;
  icon: ReactNode;
}

const ENTRIES: readonly BookingEntry[] = [
  { key: 'domestic', titleKey: 'home.bookingDomestic', descriptionKey: 'home.bookingDomesticDesc', to: '/product', icon: <ContainerOutlined /> },
  {
    key: 'liquidBag',
    titleKey: 'home.bookingLiquidBag',
    descriptionKey: 'home.bookingLiquidBagDesc',
    to: '/liquidBag/product?searchProductType=3',
    icon: <ExperimentOutlined />,
  },
  { key: 'lcl', titleKey: 'home.bookingLcl', descriptionKey: 'home.bookingLclDesc', to: '/lcl/productSearch', icon: <InboxOutlined /> },
  { key: 'trailer', titleKey: 'home.bookingTrailer', descriptionKey: 'home.bookingTrailerDesc', to: '/trailer', icon: <TruckOutlined /> },
];

/**
 * Entry points to booking. When the ORDERING switch is off the entries stay visible but disabled,
 * with the reason (000 §6 switch rule). If the switch cannot be read we leave them on: the server
 * refuses the order anyway.
 */
export function BookingEntries() {
  const { t } = useTranslation();
  const ordering = useSysSwitch(SYSTEM_SWITCH_TYPES.ordering);
  const isPaused = ordering.data === false;
  return (
    <section className="home-section" aria-labelledby="booking-title">
      <SectionHeading id="booking-title" title={t('home.bookingTitle')} subtitle={t('home.bookingSubtitle')} />
      {isPaused && <Alert className="booking-entries__paused" type="warning" showIcon title={t('home.orderingPaused')} />}
      <div className="booking-entries">
        {ENTRIES.map((entry) => (
          <article key={entry.key} className="booking-entry" data-testid={`booking-${entry.key}`}>
            <div className="booking-entry__icon">{entry.icon}</div>
            <h3>{t(entry.titleKey)}</h3>
            <p>{t(entry.descriptionKey)}</p>
            <LinkButton to={entry.to} disabled={isPaused} ghost={!isPaused} type="primary">
              {t('home.bookingGo')}
            </LinkButton>
          </article>
        ))}
      </div>
    </section>
  );
}
