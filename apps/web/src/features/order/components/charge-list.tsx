import type { TOrderChargeItem } from '@coastbook/contracts';
import { chargeItemName, formatMoney } from '@coastbook/domain';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../i18n/use-language';

/**
 * The charge items and the total exactly as the server priced them (the browser never adds money up,
 * it only formats the server's fen).
 */
export function ChargeList({ items, totalFen, paidFen, estimate = false }: { items: readonly TOrderChargeItem[]; totalFen: number; paidFen?: number; estimate?: boolean }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  return (
    <div className="order-charges" data-testid="order-charges">
      <ul className="order-charges__items">
        {items.map((item) => (
          <li key={item.code} data-testid={`charge-${item.code}`}>
            <span>{chargeItemName(item, language)}</span>
            <span className={item.amountFen < 0 ? 'order-charges__minus' : undefined}>{formatMoney(item.amountFen)}</span>
          </li>
        ))}
      </ul>
      <div className="order-charges__total">
        <span>{estimate ? t('order.charges.estimate') : t('order.charges.total')}</span>
        <strong data-testid="order-total">{formatMoney(totalFen)}</strong>
      </div>
      {paidFen !== undefined && paidFen > 0 && (
        <div className="order-charges__paid">
          <span>{t('order.charges.paid')}</span>
          <span data-testid="order-paid">{formatMoney(paidFen)}</span>
        </div>
      )}
      <p className="order-charges__note">{estimate ? t('order.charges.estimateNote') : t('order.charges.serverNote')}</p>
    </div>
  );
}
