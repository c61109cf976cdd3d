import { UserOutlined } from '@ant-design/icons';
import { truncateText } from '@coastbook/domain';
import { Popover, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../session/session-store';

// The card is only seen on hover: its code (avatar, level tag) loads then, not with the first page.
const UserCard = lazy(() => import('./user-card').then((module) => ({ default: module.UserCard })));

/**
 * The logged-in user's name in the top bar; hovering shows the user card (000 §3 "User card":
 * logon id, enterprise name, points, level, avatar, certification badge) with shortcuts and the logout
 * action (000 §4.4).
 */
export function UserHoverPanel() {
  const { t } = useTranslation();
  const user = useSession((session) => session.user);
  const displayName = user?.enterpriseName || user?.userCnnme || user?.logonId || t('header.userFallbackName');

  return (
    <Popover
      content={
        <Suspense fallback={<Spin size="small" />}>
          <UserCard displayName={displayName} />
        </Suspense>
      }
      placement="bottomRight"
      trigger={['hover', 'focus']}
      arrow={false}
    >
      <Link to="/userCenter" className="top-bar__link top-bar__user" data-testid="header-user">
        {/* Long enterprise names are cut to 8 characters in the bar (000 §9); the card shows them whole. */}
        <UserOutlined />{' '}
        {user === null ? (
          // User info is still loading (first page of a visit): no placeholder name that then changes.
          <Spin size="small" />
        ) : (
          <span title={displayName}>{truncateText(displayName)}</span>
        )}
      </Link>
    </Popover>
  );
}
