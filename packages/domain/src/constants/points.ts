import type { LabelledValue, ListValue } from './labelled-list';

/** Kinds of movement on a user's points ledger (001 §9). */
export const POINT_LEDGER_TYPES = [
  { value: 'Get', zh: '获得', en: 'Earned' },
  { value: 'Expired', zh: '过期', en: 'Expired' },
  { value: 'Pay', zh: '抵扣', en: 'Spent' },
  { value: 'PayBack', zh: '抵扣退回', en: 'Spending returned' },
  { value: 'XBack', zh: '取消退回', en: 'Returned on cancellation' },
] as const satisfies readonly LabelledValue[];
export type PointLedgerType = ListValue<typeof POINT_LEDGER_TYPES>;
