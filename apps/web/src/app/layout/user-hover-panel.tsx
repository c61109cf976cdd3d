import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { truncateText } from '@coastbook/domain';
import { Avatar, Button, Popover, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { logout } from '../../session/session-runtime';
import { useSession } from '../../session/session-store';

/**
 * The logged-in user's name in the top bar; hovering shows the user card (000 §3 "User card":
 * logon id, enterprise name, points, level, avatar) with shortcuts and the logout action (000 §4.4).
 * Certification badges arrive with the accounts issue.
 */
export function UserHoverPanel() {
  const { t } = useTranslation();
  const user = useSession((session) => session.user);
  const [loggingOut, setLoggingOut] = useState(false);
  const displayName = user?.enterpriseName || user?.userCnnme || user?.logonId || t('header.userFallbackName');

  const onLogout = () => {
    setLoggingOut(true);
    void logout();
  };

  const card = (
    <div className="user-card" data-testid="user-card">
      <div className="user-card__head">
        <Avatar size={48} src={user?.headUrl || undefined} icon={<UserOutlined />} />
        <div>
          <div className="user-card__name">{displayName}</div>
          {user?.logonId && <div className="user-card__logon">{user.logonId}</div>}
        </div>
      </div>
      <div className="user-card__facts">
        <span>
          {t('header.level')}：{user?.level ? <Tag color="gold">{t(`memberLevel.${user.level}`)}</Tag> : '—'}
        </span>
        <span>
          {t('header.points')}：<strong>{user?.point ?? 0}</strong>
        </span>
      </div>
      <div className="user-card__links">
        <Link to="/userCenter">{t('header.userCentre')}</Link>
        <Link to="/password-management">{t('header.passwordManagement')}</Link>
        <Link to="/orderManagementIndex">{t('header.myOrders')}</Link>
        <Link to="/myMessage">{t('header.messages')}</Link>
      </div>
      <Button block icon={<LogoutOutlined />} onClick={onLogout} loading={loggingOut} data-testid="logout-button">
        {t('common.logout')}
      </Button>
    </div>
  );

  return (
    <Popover content={card} placement="bottomRight" trigger={['hover', 'focus']} arrow={false}>
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
