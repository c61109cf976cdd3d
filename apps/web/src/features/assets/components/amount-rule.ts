import type { TFunction } from 'i18next';
import { checkAmount } from '../amount-input';

/** An antd Form rule for a yuan amount field (messages from the assets catalogue). */
export function amountRule(t: TFunction, bounds: () => { minFen?: number; maxFen?: number } = () => ({})) {
  return {
    validator: async (_rule: unknown, value: string | undefined) => {
      const check = checkAmount(value, bounds());
      if (check.ok) return;
      if (check.reason === 'tooSmall') throw new Error(t('assets.common.amountTooSmall', { amount: check.limitText }));
      if (check.reason === 'tooLarge') throw new Error(t('assets.common.amountTooLarge', { amount: check.limitText }));
      throw new Error(t('assets.common.amountInvalid'));
    },
  };
}
