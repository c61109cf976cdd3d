import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { holdsPermission, memberLevelName, PERMISSIONS, userCardEnterpriseLink } from '@coastbook/domain';
import { Avatar, Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CertificationBadges, useAccountStatus, useEnterpriseInfo } from '../../features/enterprise';
import { useUiLanguage } from '../../i18n/use-language';
import { logout } from '../../session/session-runtime';
import { useSession } from '../../session/session-store';

/**
 * The user card under the top bar's name (000 §3 "User card"): who, the enterprise, level and points, the
 * certification badge (000 §4.1), shortcuts, logout (000 §4.4). Loaded on the first hover, with its data.
 */
export function UserCard({ displayName }: { displayName: string }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const user = useSession((session) => session.user);
  const functionCodes = useSession((session) => session.functionCodes);
  const holdsOrders = holdsPermission(functionCodes, PERMISSIONS.orders);
  const enterpriseLink = userCardEnterpriseLink(functionCodes);
  const enterprise = useEnterpriseInfo().data ?? null;
  const status = useAccountStatus();
  const enterpriseName = language === 'en' ? enterprise?.enterpriseName || enterprise?.enterpriseCnnme : enterprise?.enterpriseCnnme;
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
          {enterpriseName && (
            <div className="user-card__enterprise" data-testid="user-card-enterprise">
              {enterpriseName}
            </div>
          )}
        </div>
      </div>
      <div className="user-card__facts">
        <span>
          {t('header.level')}：
          <Tag color="gold" data-testid="user-card-level">
            {memberLevelName(enterprise?.level ?? 1, language)}
          </Tag>
        </span>
        <span>
          {t('header.points')}：<strong data-testid="user-card-points">{enterprise?.point ?? 0}</strong>
        </span>
      </div>
      {status.data && (
        <div className="user-card__badges">
          <CertificationBadges flags={status.data.flags} />
        </div>
      )}
      <div className="user-card__links">
        <Link to="/userCenter">{t('header.userCentre')}</Link>
        <Link to="/password-management">{t('header.passwordManagement')}</Link>
        {enterpriseLink && <Link to={enterpriseLink.path}>{t(enterpriseLink.page === 'enterpriseInfo' ? 'header.enterpriseInfo' : 'header.linkedEnterprise')}</Link>}
        {holdsOrders && <Link to="/orderManagementIndex">{t('header.myOrders')}</Link>}
        <Link to="/myMessage">{t('header.messages')}</Link>
      </div>
      <Button block icon={<LogoutOutlined />} onClick={onLogout} loading={loggingOut} data-testid="logout-button">
        {t('common.logout')}
      </Button>
    </div>
  );

}
