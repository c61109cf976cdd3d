import { CustomerServiceOutlined, PhoneOutlined, QrcodeOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { BACK_TO_TOP_SCROLL_THRESHOLD_PX, FLOAT_MENU_SCROLL_THRESHOLD_PX } from '@coastbook/domain';
import { FloatButton, Popover } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PORTAL_CONTACTS } from '../../config/portal-contacts';
import { useIsLoggedIn } from '../../session/session-store';
import { MiniProgramCard } from './mini-program-qr';
import { useScrollY } from './use-scroll-y';

/**
 * Pages with their own big hero: there the float menu would cover it, so it waits until the user
 * has scrolled past FLOAT_MENU_SCROLL_THRESHOLD_PX (000 §2.4, §9). Everywhere else it is always shown.
 */
export const FLOAT_MENU_DEFERRED_PATHS: readonly string[] = ['/', '/product', '/liquidBag/product', '/lcl/productSearch'];

export function FloatSideMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const scrollY = useScrollY();
  const isLoggedIn = useIsLoggedIn();
  const isDeferred = FLOAT_MENU_DEFERRED_PATHS.includes(pathname);
  const isVisible = !isDeferred || scrollY >= FLOAT_MENU_SCROLL_THRESHOLD_PX;

  return (
    <>
      <aside
        className={`float-menu${isVisible ? ' is-visible' : ''}`}
        // Hidden menus must not be reachable by keyboard or screen reader either.
        inert={!isVisible}
        data-testid="float-side-menu"
      >
        <a
          className="float-menu__item"
          href={PORTAL_CONTACTS.onlineServiceUrl}
          target="_blank"
          rel="noopener noreferrer"
          // Below 1 340 px the menu shows its icons only (layout.css): the title names them on hover.
          title={t('float.onlineService')}
        >
          <CustomerServiceOutlined />
          <span>{t('float.onlineService')}</span>
        </a>
        <Popover
          placement="left"
          content={
            <div className="float-menu__hotline">
              <PhoneOutlined /> {PORTAL_CONTACTS.domesticHotline}
            </div>
          }
        >
          <button type="button" className="float-menu__item">
            <PhoneOutlined />
            <span>{t('float.hotline')}</span>
          </button>
        </Popover>
        {/* 000 §9: the mini-program QR entry shows only for a logged-in user. */}
        {isLoggedIn && (
          <Popover placement="left" content={<MiniProgramCard size={120} />}>
            <button type="button" className="float-menu__item" data-testid="float-mini-program">
              <QrcodeOutlined />
              <span>{t('float.miniProgram')}</span>
            </button>
          </Popover>
        )}
        <Link className="float-menu__item" to="/helpCenter/helpType?pageType=userManual" title={t('float.guide')}>
          <QuestionCircleOutlined />
          <span>{t('float.guide')}</span>
        </Link>
      </aside>
      <FloatButton.BackTop
        className="back-to-top"
        visibilityHeight={BACK_TO_TOP_SCROLL_THRESHOLD_PX}
        tooltip={t('float.backToTop')}
        aria-label={t('float.backToTop')}
      />
    </>
  );
}
