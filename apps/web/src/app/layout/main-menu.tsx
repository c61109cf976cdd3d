import { DownOutlined, ExportOutlined } from '@ant-design/icons';
import {
  MAIN_MENU,
  filterMenuByPermission,
  filterMenuForVisitor,
  findActiveMenuPath,
  menuItemHref,
  type MenuItem,
} from '@coastbook/domain';
import { Popover } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { MenuIcon } from '../../components/menu-icon';
import { useIsLoggedIn, useSession } from '../../session/session-store';

function openExternal(item: MenuItem): void {
  // The server-issued URL (000 §2.4) comes with the session issue; until then the configured link.
  if (item.externalLink) window.open(item.externalLink, '_blank', 'noopener,noreferrer');
}

/**
 * Main navigation (000 §2.4). Logged in: only the entries the user's function codes allow.
 * Logged out: every entry, so visitors can browse; the guard sends a click on a protected page
 * to login. Drop-down panels close whenever the route changes.
 */
export function MainMenu() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const isLoggedIn = useIsLoggedIn();
  const functionCodes = useSession((session) => session.functionCodes);
  // A stored login's function codes come with its user info, which the frame is drawn before: until then the
  // menu holds no entries rather than the few that need no code, which the full list would then push aside.
  const awaitingUser = useSession((session) => session.user === null && session.userStatus !== 'failed');
  const [openKey, setOpenKey] = useState<string | null>(null);

  const items = useMemo(() => {
    if (!isLoggedIn) return filterMenuForVisitor(MAIN_MENU);
    return awaitingUser ? [] : filterMenuByPermission(MAIN_MENU, functionCodes);
  }, [isLoggedIn, awaitingUser, functionCodes]);
  const activePath = findActiveMenuPath(items, location.pathname, location.search);

  useEffect(() => {
    setOpenKey(null);
  }, [location.pathname, location.search]);

  return (
    <nav className="main-menu" aria-label={t('header.mainNavigation')} data-testid="main-menu">
      <ul className="main-menu__list">
        {items.map((item) => {
          const isActive = activePath[0] === item.key;
          const className = `main-menu__item${isActive ? ' is-active' : ''}${item.disabled ? ' is-disabled' : ''}`;
          const href = menuItemHref(item);
          const label = (
            <>
              <MenuIcon name={item.icon} />
              <span>{t(item.titleKey)}</span>
              {item.subMenuItems && item.subMenuItems.length > 0 && <DownOutlined className="main-menu__caret" />}
              {item.haveExternalLink && <ExportOutlined className="main-menu__caret" />}
            </>
          );

          let trigger;
          if (item.disabled) {
            trigger = (
              <span className="main-menu__link" aria-disabled>
                {label}
              </span>
            );
          } else if (href !== undefined) {
            trigger = (
              <Link className="main-menu__link" to={href} aria-current={isActive ? 'page' : undefined}>
                {label}
              </Link>
            );
          } else if (item.haveExternalLink) {
            trigger = (
              <button type="button" className="main-menu__link" onClick={() => openExternal(item)}>
                {label}
              </button>
            );
          } else {
            trigger = (
              <button type="button" className="main-menu__link" aria-haspopup="menu">
                {label}
              </button>
            );
          }

          if (!item.subMenuItems || item.subMenuItems.length === 0) {
            return (
              <li key={item.key} className={className}>
                {trigger}
              </li>
            );
          }

          const selectedSub = isActive ? activePath[1] : undefined;
          const openSub = (sub: MenuItem) => {
            setOpenKey(null);
            const subHref = menuItemHref(sub);
            if (subHref !== undefined) navigate(subHref);
            else if (sub.haveExternalLink) openExternal(sub);
          };
          // A plain list in antd's Popover (already part of the header) rather than Dropdown + Menu:
          // antd's Menu and its overflow measuring weigh ~16 KB gzip of the first load for a few links.
          const panel = (
            <ul className="main-menu__panel" role="menu">
              {item.subMenuItems.map((sub) => (
                <li key={sub.key} role="none">
                  <button
                    type="button"
                    role="menuitem"
                    className={`main-menu__panel-item${sub.key === selectedSub ? ' is-active' : ''}`}
                    disabled={sub.disabled ?? false}
                    onClick={() => openSub(sub)}
                  >
                    {t(sub.titleKey)}
                  </button>
                </li>
              ))}
            </ul>
          );

          return (
            <li key={item.key} className={className}>
              <Popover
                open={openKey === item.key}
                onOpenChange={(open) => setOpenKey(open ? item.key : null)}
                content={panel}
                placement="bottom"
                arrow={false}
                classNames={{ root: 'main-menu__dropdown' }}
              >
                {trigger}
              </Popover>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
