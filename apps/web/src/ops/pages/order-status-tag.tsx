import { labelOf, ORDER_STATUSES } from '@coastbook/domain';
import { Tag } from 'antd';
import { useUiLanguage } from '../../i18n/use-language';

const COLORS: Record<string, string> = {
  P: 'default',
  S: 'gold',
  W: 'processing',
  WM: 'purple',
  WB: 'purple',
  A: 'success',
  AM: 'cyan',
  C: 'cyan',
  H: 'cyan',
  T: 'cyan',
  B: 'orange',
  X: 'default',
  R: 'error',
};

/** An order status as a coloured tag in the console's language. */
export function OrderStatusTag({ status }: { status: string }) {
  const language = useUiLanguage();
  return <Tag color={COLORS[status] ?? 'default'}>{labelOf(ORDER_STATUSES, status, language)}</Tag>;
}
