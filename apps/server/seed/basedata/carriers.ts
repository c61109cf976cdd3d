import { DEFAULT_CARRIER } from '@coastbook/domain';
import type { carrier } from '../../src/modules/basedata/basedata.tables';

type CarrierRow = typeof carrier.$inferInsert;

/** The carrier brands of 001 §1 (PAN is the default); the names are the demo's own. */
const CARRIER_NAMES: Array<[code: string, cnnme: string, ennme: string]> = [
  ['PAN', '泛海航运', 'PanSea Shipping'],
  ['ANT', '安泰海运', 'Antai Marine'],
  ['HED', '恒达航运', 'Hengda Shipping'],
  ['XIN', '鑫海物流', 'Xinhai Logistics'],
  ['JUN', '骏洋航运', 'Junyang Lines'],
  ['ZHG', '中港航运', 'Zhonggang Shipping'],
  ['NBY', '宁北洋海运', 'Ningbeiyang Shipping'],
];

export const CARRIER_ROWS: CarrierRow[] = CARRIER_NAMES.map(([code, cnnme, ennme]) => ({ code, cnnme, ennme, isDefault: code === DEFAULT_CARRIER }));
