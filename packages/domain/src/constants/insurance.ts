import type { LabelledValue, ListValue } from './labelled-list';

/** Insurance kinds (001 §9); the spec names them without codes, so the codes are ours. */
export const INSURANCE_KINDS = [
  { value: 'GIFT_BASE', zh: '赠送基础险', en: 'Complimentary basic cover' },
  { value: 'EXTRA_BASE', zh: '附加基础险', en: 'Additional basic cover' },
  { value: 'STEEL_BOX', zh: '钢箱险', en: 'Steel container cover' },
  { value: 'DESTINATION_EXPRESS', zh: '目的港快赔险', en: 'Destination express claims cover' },
  { value: 'PETTY', zh: '小额险', en: 'Petty cover' },
  { value: 'EXTRA_BOX', zh: '附加箱险', en: 'Additional container cover' },
  { value: 'DELAY', zh: '延误险', en: 'Delay cover' },
] as const satisfies readonly LabelledValue[];
export type InsuranceKind = ListValue<typeof INSURANCE_KINDS>;
