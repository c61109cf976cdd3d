import type { LabelledValue, ListValue } from './labelled-list';

/** Member (user card) levels (000 §3, §9; 001 §9). */
export const USER_LEVELS = [
  { value: 1, zh: '银卡', en: 'Silver card' },
  { value: 2, zh: '金卡', en: 'Gold card' },
  { value: 3, zh: '钻石卡', en: 'Diamond card' },
  { value: 4, zh: '金钻卡', en: 'Golden diamond card' },
] as const satisfies readonly LabelledValue<number>[];
export type UserLevel = ListValue<typeof USER_LEVELS>;
