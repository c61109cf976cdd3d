import {
  BellOutlined,
  CustomerServiceOutlined,
  ExportOutlined,
  MessageOutlined,
  NotificationOutlined,
  PhoneOutlined,
  ProfileOutlined,
  QuestionCircleOutlined,
  ShopOutlined,
} from '@ant-design/icons';
import { capMessageCount, formatTodoBadge, holdsPermission, PERMISSIONS } from '@coastbook/domain';
import { Badge } from 'antd';
import { Fragment, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PORTAL_CONTACTS, telHref } from '../../config/portal-contacts';
import { UnreadMessagePoller } from '../../features/message';
import { TodoCountPoller } from '../../features/user-center';
import { useIsLoggedIn, useSession } from '../../session/session-store';
import { LanguageSwitch } from './language-switch';
import { MiniProgramQr } from './mini-program-qr';
import { UserHoverPanel } from './user-hover-panel';

/** Items separated by thin vertical rules, as carrier portals' top bars are. */
function Divided({ items }: { items: ReactElement[] }) {
  return (
    <>
      {items.map((item, index) => (
        <Fragment key={item.key ?? index}>
          {index > 0 && <span className="top-bar__divider" aria-hidden />}
          {item}
        </Fragment>
      ))}
    </>
  );
}

/** 000 §2.4 header top bar: hotline and service links on the left, account items on the right. */
export function HeaderTopBar() {
  const { t } = useTranslation();
  const isLoggedIn = useIsLoggedIn();
  const todoCount = useSession((session) => session.todoCount);
  const unreadCount = useSession((session) => session.unreadMessageCount);
  // 001 §6 hides my orders and the stowage notice from users who are not certified. They show with the
  // order permission, which certified customers and their sub-accounts hold (persons book container
  // orders too, ARCHITECTURE.md), so the link never leads to the no-permission page.
  const holdsOrders = useSession((session) => holdsPermission(session.functionCodes, PERMISSIONS.orders));

  return (
    <div className="top-bar" data-testid="header-top-bar">
      <div className="container top-bar__inner">
        <div className="top-bar__group">
          <Divided
            items={[
              <span key="hotline" className="top-bar__hotline">
                <PhoneOutlined /> {t('header.hotline')}
                <a href={telHref(PORTAL_CONTACTS.domesticHotline)}>{PORTAL_CONTACTS.domesticHotline}</a>
              </span>,
              <a
                key="service"
                className="top-bar__link"
                href={PORTAL_CONTACTS.onlineServiceUrl}
                target="_blank"
                rel="noopener noreferrer"
                title={t('header.onlineService') + t('common.newWindow')}
              >
                <CustomerServiceOutlined /> {t('header.onlineService')}
              </a>,
              <Link key="directory" className="top-bar__link" to="/aboutUs/callUs/addressBook">
                <ShopOutlined /> {t('header.serviceDirectory')}
              </Link>,
              <a
                key="hub"
                className="top-bar__link"
                href={PORTAL_CONTACTS.externalHubUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('header.externalHub')} <ExportOutlined />
              </a>,
            ]}
          />
        </div>

        <div className="top-bar__group">
          <Divided
            items={[
              ...(isLoggedIn
              ? [
                  <UserHoverPanel key="user" />,
                  ...(holdsOrders
                    ? [
                        <Link key="orders" className="top-bar__link" to="/orderManagementIndex">
                          <ProfileOutlined /> {t('header.myOrders')}
                        </Link>,
                      ]
                    : []),
                  <Link key="todo" className="top-bar__link" to="/userCenter" data-testid="todo-badge">
                    <BellOutlined /> {t('header.todo')}
                    <Badge className="top-bar__badge" count={todoCount > 0 ? formatTodoBadge(todoCount) : 0} size="small" />
                    {/* Polls the to-do count every 300 000 ms for confirmed enterprise / personal users; stops on error (000 §6). */}
                    <TodoCountPoller />
                  </Link>,
                  <Link key="messages" className="top-bar__link" to="/myMessage" data-testid="message-badge">
                    <MessageOutlined /> {t('header.messages')}
                    <Badge className="top-bar__badge" count={capMessageCount(unreadCount)} overflowCount={99} size="small" />
                    {/* Polls the unread count every 300 000 ms while logged in; stops on error (000 §7.4). */}
                    <UnreadMessagePoller />
                  </Link>,
                  ...(holdsOrders
                    ? [
                        <Link key="stowage" className="top-bar__link top-bar__notice" to="/stowageInformation">
                          <NotificationOutlined /> {t('header.stowageNotice')}
                        </Link>,
                      ]
                    : []),
                  <MiniProgramQr key="qr" />,
                ]
              : [
                  <span key="welcome" className="top-bar__welcome">
                    {t('header.welcome')}
                  </span>,
                  <span key="auth" className="top-bar__auth">
                    <Link to="/login" className="top-bar__link top-bar__strong">
                      {t('common.login')}
                    </Link>
                    <span className="top-bar__pipe">|</span>
                    <Link to="/register" className="top-bar__link">
                      {t('common.register')}
                    </Link>
                  </span>,
                ]),
              <Link key="guide" className="top-bar__link" to="/helpCenter/helpType?pageType=userManual">
                <QuestionCircleOutlined /> {t('header.beginnerGuide')}
              </Link>,
              <LanguageSwitch key="language" />,
            ]}
          />
        </div>
      </div>
    </div>
  );
}
