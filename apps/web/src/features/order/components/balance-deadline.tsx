import type { TBalanceDue } from '@coastbook/contracts';
import { useTranslation } from 'react-i18next';
import { formatChinaTime } from '../../../lib/china-time';

/** The order lists' line on a down-payment order's balance: by when it is due, or that it is overdue. */
export function BalanceDeadline({ balanceDue }: { balanceDue: NonNullable<TBalanceDue> }) {
  const { t } = useTranslation();
  return <>{balanceDue.overdue ? t('order.list.balanceOverdue') : t('order.list.balanceBefore', { time: formatChinaTime(balanceDue.dueAt) })}</>;
}
