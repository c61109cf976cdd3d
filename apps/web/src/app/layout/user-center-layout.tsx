import {
  USER_CENTER_MENU,
  USER_MENU_STICKY,
  filterMenuByPermission,
  findActiveMenuPath,
  menuItemHref,
} from '@coastbook/domain';
import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { MenuIcon } from '../../components/menu-icon';
import { useSession } from '../../session/session-store';

/**
 * User-centre frame: the left menu of 000 §2.4 (ten groups, filtered by the user's function codes)
 * beside the page. The menu sticks 5 px below the viewport top once the header has scrolled away;
 * CSS `position: sticky` gives exactly that without a scroll listener.
 */
export function UserCenterLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const functionCodes = useSession((session) => session.functionCodes);
  const groups = useMemo(() => filterMenuByPermission(USER_CENTER_MENU, functionCodes), [functionCodes]);
  const activePath = findActiveMenuPath(groups, location.pathname, location.search);

  const items: MenuProps['items'] = groups.map((group) => ({
    key: group.key,
    type: 'group' as const,
    label: (
      <span className="user-menu__group">
        <MenuIcon name={group.icon} /> {t(group.titleKey)}
      </span>
    ),
    children: (group.subMenuItems ?? []).map((item) => ({
      key: `${group.key}/${item.key}`,
      label: t(item.titleKey),
      disabled: item.disabled ?? false,
    })),
  }));

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const [groupKey, itemKey] = key.split('/');
    const item = groups.find((group) => group.key === groupKey)?.subMenuItems?.find((sub) => sub.key === itemKey);
    const href = item ? menuItemHref(item) : undefined;
    if (href !== undefined) navigate(href);
  };

  return (
    <div className="container user-center">
      <aside
        className="user-center__menu"
        style={{ top: USER_MENU_STICKY.topOffsetPx }}
        aria-label={t('userCenter.menuTitle')}
        data-testid="user-center-menu"
      >
        <div className="user-center__menu-title">{t('userCenter.menuTitle')}</div>
        <Menu
          mode="inline"
          items={items}
          onClick={onClick}
          selectedKeys={activePath.length === 2 ? [activePath.join('/')] : []}
        />
      </aside>
      <section className="user-center__content">
        <Outlet />
      </section>
    </div>
  );
}
