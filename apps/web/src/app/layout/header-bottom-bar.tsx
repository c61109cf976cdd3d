import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoMark } from '../../components/logo-mark';
import { MainMenu } from './main-menu';

/** 000 §2.4 header bottom bar: logo (goes home unless disabled) and the main menu. */
export function HeaderBottomBar({ logoDisabled = false }: { logoDisabled?: boolean }) {
  const { t } = useTranslation();
  const logo = (
    <>
      <LogoMark size={42} />
      <span className="brand__text">
        <span className="brand__name">{t('app.shortName')}</span>
        <span className="brand__tagline">{t('app.slogan')}</span>
      </span>
    </>
  );
  return (
    <div className="bottom-bar" data-testid="header-bottom-bar">
      <div className="container bottom-bar__inner">
        {logoDisabled ? (
          <span className="brand">{logo}</span>
        ) : (
          <Link to="/" className="brand" aria-label={t('header.logoHome')}>
            {logo}
          </Link>
        )}
        <MainMenu />
      </div>
    </div>
  );
}
