import type { LabelledValue, ListValue } from './labelled-list';

/** Address book and door-point constants (000 §3, §9; 001 §3, §9). */

/** Levels of the door-point city list, from the "common" shortcut tab down to street. */
export const ADDRESS_LEVELS = [
  { value: 'Common', zh: '常用', en: 'Common' },
  { value: 'Province', zh: '省', en: 'Province' },
  { value: 'City', zh: '市', en: 'City' },
  { value: 'County', zh: '区/县', en: 'County' },
  { value: 'Towns', zh: '乡/镇', en: 'Town' },
  { value: 'Street', zh: '街道', en: 'Street' },
] as const satisfies readonly LabelledValue[];
export type AddressLevel = ListValue<typeof ADDRESS_LEVELS>;

/** Kinds of address-book entry, as `addressType`. */
export const ADDRESS_TYPES = [
  { value: 'S', zh: '发货人', en: 'Shipper' },
  { value: 'B', zh: '订舱代理', en: 'Booking agent' },
  { value: 'N', zh: '通知人', en: 'Notify party' },
  { value: 'C', zh: '收货人', en: 'Consignee' },
  { value: 'L', zh: '装货门点地址', en: 'Loading door' },
  { value: 'D', zh: '卸货门点地址', en: 'Unloading door' },
  { value: 'I', zh: '发票地址', en: 'Invoice address' },
  { value: 'E', zh: '紧急联系人', en: 'Emergency contact' },
] as const satisfies readonly LabelledValue[];
export type AddressType = ListValue<typeof ADDRESS_TYPES>;

/** Address types that have a "common addresses" list: origin (L) and destination (D). */
export const COMMON_ADDRESS_TYPES = ['L', 'D'] as const;

/** Trailer hot-address types: O outbound (origin side), I inbound (destination side). */
export const HOT_ADDRESS_TYPES = [
  { value: 'O', zh: '出口热门地址', en: 'Outbound hot address' },
  { value: 'I', zh: '进口热门地址', en: 'Inbound hot address' },
] as const satisfies readonly LabelledValue[];
export type HotAddressType = ListValue<typeof HOT_ADDRESS_TYPES>;

/** Salutations offered with a contact name: four fixed options (000 §5, 001 §5); codes are ours. */
export const TITLE_OPTIONS = [
  { value: 'MR', zh: '先生', en: 'Mr.' },
  { value: 'MISS', zh: '小姐', en: 'Miss' },
  { value: 'MS', zh: '女士', en: 'Ms.' },
  { value: 'TEACHER', zh: '老师', en: 'Teacher' },
] as const satisfies readonly LabelledValue[];
export type TitleOption = ListValue<typeof TITLE_OPTIONS>;
