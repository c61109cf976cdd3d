import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { logout } from '../../session/session-runtime';
import { useSession } from '../../session/session-store';

/** The user card under the top bar's name (000 §3 "User card"): who, level, points, shortcuts, logout (000 §4.4). */
export function UserCard({ displayName }: { displayName: string }) {
  const { t } = useTranslation();
  const user = useSession((session) => session.user);
  const [loggingOut, setLoggingOut] = useState(false);

  const onLogout = () => {
    setLoggingOut(true);
    void logout();
  };

  return (
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

}
