import { BellOutlined, CarOutlined, ContainerOutlined, MessageOutlined } from '@ant-design/icons';
import { capMessageCount, formatTodoBadge } from '@coastbook/domain';
import { Alert, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/link-button';
import { useAccountStatus } from '../../enterprise';
import { useUnreadMessageCount } from '../../message';
import { useSession } from '../../../session/session-store';
import { useTodoTaskCount } from '../api/todo-tasks';
import { TodoTaskList } from '../components/todo-task-list';
import { UserCard } from '../components/user-card';
import '../user-center.css';

/** A count's place while it loads: "0" stood there first, then turned into the real count. */
const COUNT_PLACEHOLDER = { width: 32, minWidth: 32, height: 28, verticalAlign: 'middle' };

/** One counter; `value` undefined while its count is still loading. */
function Counter({ icon, label, value, to, testId }: { icon: ReactNode; label: string; value: string | undefined; to: string; testId: string }) {
  return (
    <Link to={to} className="uc-counter" data-testid={testId}>
      <span className="uc-counter__icon">{icon}</span>
      <span className="uc-counter__value">{value ?? <Skeleton.Button active size="small" style={COUNT_PLACEHOLDER} />}</span>
      <span className="uc-counter__label">{label}</span>
    </Link>
  );
}

/**
 * /userCenter: the user card, the to-do and message counters (to-dos only for confirmed enterprise or
 * personal users, '99+' above 99; messages capped at 99 and polled every 300 000 ms, 000 §6, §7.4).
 */
export function UserCenterPage() {
  const { t } = useTranslation();
  const status = useAccountStatus();
  const unread = useUnreadMessageCount();
  // The header's poller keeps the count; this page's own query shares its cache (and the 000 §4.3 refresh).
  const { showsTodo, isPending: todoPending } = useTodoTaskCount();
  const todoCount = useSession((session) => session.todoCount);
  const flags = status.data?.flags;
  const counts = unread.data;
  const messageCount = (count: number | undefined) => (unread.isPending ? undefined : String(capMessageCount(count ?? 0)));

  return (
    <div className="uc-page" data-testid="user-center-page">
      <section className="page-card uc-page__card">
        <UserCard />
      </section>
      {flags?.isCertificationRefuse && (
        <Alert
          type="warning"
          showIcon
          title={t('accounts.userCenter.refused')}
          action={
            // The refused certification is resubmitted from /auth/customer, prefilled with the refused form and its reason.
            <LinkButton size="small" to="/auth/customer" data-testid="uc-resubmit">
              {t('accounts.userCenter.resubmit')}
            </LinkButton>
          }
        />
      )}
      <section className="page-card uc-page__counters">
        {showsTodo && (
          <Counter icon={<BellOutlined />} label={t('accounts.userCenter.todo')} value={todoPending ? undefined : formatTodoBadge(todoCount)} to="/userCenter" testId="uc-todo-count" />
        )}
        <Counter
          icon={<MessageOutlined />}
          label={t('accounts.userCenter.unreadMessages')}
          value={messageCount(counts?.total)}
          to="/myMessage"
          testId="uc-message-count"
        />
        <Counter
          icon={<ContainerOutlined />}
          label={t('accounts.userCenter.orderMessages')}
          value={messageCount(counts?.orderMsg)}
          to="/myMessage?theme=ORDER"
          testId="uc-order-message-count"
        />
        <Counter
          icon={<CarOutlined />}
          label={t('accounts.userCenter.trailerMessages')}
          value={messageCount(counts?.trailerMsg)}
          to="/myMessage?theme=TRAILER"
          testId="uc-trailer-message-count"
        />
      </section>
      {showsTodo && <TodoTaskList total={todoCount} />}
    </div>
  );
}
