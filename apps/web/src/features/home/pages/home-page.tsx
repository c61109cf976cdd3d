import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AfterFirstPaint } from '../../../components/after-first-paint';
import { BookingEntries } from '../components/booking-entries';
import { HomeSearchPanel } from '../components/home-search-panel';
import { HotRoutes } from '../components/hot-routes';
import { SeasonArt } from '../components/season-art';
import { ServiceLinks } from '../components/service-links';
import { heroSeasonFor } from '../lib/season';
import '../home.css';

/** Home (route name 'home'): seasonal hero with search / tracking, booking entries, hot routes, services. */
export function HomePage() {
  const { t } = useTranslation();
  const season = useMemo(() => heroSeasonFor(new Date()), []);
  return (
    <div className="home" data-season={season}>
      <section className={`home-hero home-hero--${season}`}>
        <SeasonArt season={season} />
        <div className="container home-hero__content">
          <h1>{t('home.heroTitle')}</h1>
          <p>{t('home.heroSubtitle')}</p>
        </div>
      </section>
      <div className="container home-hero__panel">
        <HomeSearchPanel />
      </div>
      <AfterFirstPaint>
        <div className="container">
          <BookingEntries />
          <HotRoutes />
          <ServiceLinks />
        </div>
      </AfterFirstPaint>
    </div>
  );
}
