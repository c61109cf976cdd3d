import { PhoneOutlined } from '@ant-design/icons';
import { canSeeCargoTracking, chinaYear } from '@coastbook/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoMark } from '../../components/logo-mark';
import { QrPlaceholder } from '../../components/qr-placeholder';
import { FRIEND_LINKS, PORTAL_HOTLINES, telHref } from '../../config/portal-contacts';
import { useSession } from '../../session/session-store';

const QUICK_LINKS = [
  { to: '/routeIntroduction/routeType?pageType=specificRoute', key: 'route.routeIntroduction' },
  { to: '/transport/introduceType?pageType=guide', key: 'route.transportIntroduction' },
  { to: '/cargoTracking', key: 'route.cargoTracking' },
  { to: '/freightIndex', key: 'route.freightIndex' },
  { to: '/helpCenter/helpType?pageType=userManual', key: 'header.beginnerGuide' },
  { to: '/aboutUs/callUs', key: 'footer.aboutUs' },
] as const;

/** 000 §2.4 footer: hotlines, QR codes, friend links, copyright with the current year. */
export function SiteFooter() {
  const { t, i18n } = useTranslation();
  const isEnglish = i18n.language === 'en-US';
  // China's year, as the page rendered ahead on the server has it (whatever the zone of either machine).
  const year = chinaYear(new Date());
  // Trailer suppliers (ROLE_VendorTruck) do not see cargo tracking (000 §6).
  const showsTracking = useSession((session) => canSeeCargoTracking(session.user?.roles ?? []));
  const quickLinks = showsTracking ? QUICK_LINKS : QUICK_LINKS.filter((link) => link.to !== '/cargoTracking');
  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__brand">
          <div className="brand brand--footer">
            <LogoMark size={40} />
            <span className="brand__text">
              <span className="brand__name">{t('app.shortName')}</span>
              <span className="brand__tagline">{t('app.slogan')}</span>
            </span>
          </div>
          <h3>{t('footer.hotlines')}</h3>
          <ul className="site-footer__hotlines">
            {PORTAL_HOTLINES.map((line) => (
              <li key={line.key}>
                <span>{t(line.key)}</span>
                <a href={telHref(line.number)}>
                  <PhoneOutlined /> {line.number}
                </a>
              </li>
            ))}
          </ul>
          <p className="site-footer__muted">{t('footer.serviceHours')}</p>
        </section>

        <nav className="site-footer__links" aria-label={t('footer.quickLinks')}>
          <h3>{t('footer.quickLinks')}</h3>
          <ul>
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav className="site-footer__links" aria-label={t('footer.friendLinks')}>
          <h3>{t('footer.friendLinks')}</h3>
          <ul>
            {FRIEND_LINKS.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {isEnglish ? link.en : link.zh}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <section className="site-footer__qr">
          <h3>{t('footer.followUs')}</h3>
          <div className="site-footer__qr-list">
            <figure>
              <QrPlaceholder seed="coastbook-official-account" label={`${t('footer.officialAccount')} · ${t('footer.qrPlaceholder')}`} />
              <figcaption>{t('footer.officialAccount')}</figcaption>
            </figure>
            <figure>
              <QrPlaceholder seed="coastbook-mini-program" label={`${t('footer.miniProgram')} · ${t('footer.qrPlaceholder')}`} />
              <figcaption>{t('footer.miniProgram')}</figcaption>
            </figure>
          </div>
        </section>
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <span data-testid="copyright">{t('footer.copyright', { year })}</span>
          <span className="site-footer__muted">{t('footer.disclaimer')}</span>
        </div>
      </div>
    </footer>
  );
}
