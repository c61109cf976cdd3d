import { CARGO_SPEC_TAGS, DIRECTIONS, PERIODS, PRODUCT_TYPES, SERVICE_TYPES, SHIPPING_TERMS, UNITS, type LabelledValue } from '@coastbook/domain';
import type { dictItem } from '../../src/modules/basedata/basedata.tables';

type DictItemRow = typeof dictItem.$inferInsert;

function fromLabelledList(itemType: string, list: readonly LabelledValue[]): DictItemRow[] {
  return list.map((entry) => ({ itemType, code: String(entry.value), cnnme: entry.zh, ennme: entry.en }));
}

/** Package kinds a waybill declares; not a spec list, so its codes are ours. */
const PACKAGE_TYPES: LabelledValue[] = [
  { value: 'BAG', zh: '袋', en: 'Bag' },
  { value: 'JUMBO', zh: '吨袋', en: 'Jumbo bag' },
  { value: 'CTN', zh: '纸箱', en: 'Carton' },
  { value: 'CASE', zh: '木箱', en: 'Wooden case' },
  { value: 'PLT', zh: '托盘', en: 'Pallet' },
  { value: 'DRM', zh: '桶', en: 'Drum' },
  { value: 'BDL', zh: '捆', en: 'Bundle' },
  { value: 'COIL', zh: '卷', en: 'Coil' },
  { value: 'PCS', zh: '件', en: 'Piece' },
  { value: 'BULK', zh: '散装', en: 'In bulk' },
];

/**
 * The dictionaries the `dict` call answers. The spec's enumerations come from packages/domain so the
 * web's constants and the server's answers cannot drift apart.
 */
export const DICT_ITEMS: DictItemRow[] = [
  ...fromLabelledList('PACKAGE_TYPE', PACKAGE_TYPES),
  ...fromLabelledList('UNIT', UNITS),
  ...fromLabelledList('PERIOD', PERIODS),
  ...fromLabelledList('SHIPPING_TERM', SHIPPING_TERMS),
  ...fromLabelledList('DIRECTION', DIRECTIONS),
  ...fromLabelledList('SERVICE_TYPE', SERVICE_TYPES),
  ...fromLabelledList('PRODUCT_TYPE', PRODUCT_TYPES),
  ...fromLabelledList('CARGO_SPEC_TAG', CARGO_SPEC_TAGS),
];
