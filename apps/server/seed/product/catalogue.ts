import { LIQUID_BAG_CARGO_TYPE_CODE, LIQUID_BAG_SERVICE_CODE } from '@coastbook/domain';

/**
 * The demo carrier offer: vessels, the loops the product area adds, and the products sold on each
 * loop with their current 20GP price in yuan (other container types derive from it). Directions:
 * S = the loop's port rotation in order (north → south), N = reversed (the return trip).
 */

export const VESSELS: Array<[code: string, cnnme: string, ennme: string, carrier: string, teu: number]> = [
  ['PHX', '泛海凤凰', 'PAN PHOENIX', 'PAN', 1800],
  ['PQL', '泛海麒麟', 'PAN QILIN', 'PAN', 1700],
  ['PJL', '泛海锦鲤', 'PAN JINLI', 'PAN', 1500],
  ['PBH', '泛海渤海', 'PAN BOHAI', 'PAN', 2200],
  ['PDH', '泛海东海', 'PAN DONGHAI', 'PAN', 2200],
  ['PNH', '泛海南海', 'PAN NANHAI', 'PAN', 2400],
  ['PHK', '泛海海口', 'PAN HAIKOU', 'PAN', 1300],
  ['PQZ', '泛海钦州', 'PAN QINZHOU', 'PAN', 1400],
  ['PBB', '泛海北部湾', 'PAN BEIBUWAN', 'PAN', 1600],
  ['PJS', '泛海江苏', 'PAN JIANGSU', 'PAN', 1900],
  ['PZJ', '泛海浙江', 'PAN ZHEJIANG', 'PAN', 1900],
  ['PFJ', '泛海福建', 'PAN FUJIAN', 'PAN', 1600],
  ['PGX', '泛海广西', 'PAN GUANGXI', 'PAN', 1600],
  ['PLN', '泛海辽宁', 'PAN LIAONING', 'PAN', 1600],
  ['PSD', '泛海山东', 'PAN SHANDONG', 'PAN', 1600],
  ['ANT1', '安通吉祥', 'ANTONG JIXIANG', 'ANT', 1100],
  ['ANT2', '安通如意', 'ANTONG RUYI', 'ANT', 1100],
  ['HED1', '海丰津沪', 'HEDONG JINHU', 'HED', 1000],
  ['HED2', '海丰沪津', 'HEDONG HUJIN', 'HED', 1000],
  ['XIN1', '新海环渤', 'XINHAI HUANBO', 'XIN', 1200],
  ['XIN2', '新海北部湾', 'XINHAI BEIBUWAN', 'XIN', 1200],
  ['ZHG1', '中谷华东', 'ZHONGGU HUADONG', 'ZHG', 1500],
  ['ZHG2', '中谷华南', 'ZHONGGU HUANAN', 'ZHG', 1500],
  ['NBY1', '宁远一号', 'NINGYUAN NO.1', 'NBY', 900],
  ['NBY2', '宁远二号', 'NINGYUAN NO.2', 'NBY', 900],
  ['JUN1', '骏通鲁粤', 'JUNTONG LUYUE', 'JUN', 1000],
  ['JUN2', '骏通粤鲁', 'JUNTONG YUELU', 'JUN', 1000],
];

/** Loops the product area adds to the base-data ones (the Shanghai ↔ Beibu Gulf lane). */
export const EXTRA_LOOPS: Array<[carrier: string, abbreviation: string, cnnme: string, ennme: string, rotation: string[]]> = [
  ['PAN', 'EBX', '华东-北部湾快线', 'East China-Beibu Gulf Express', ['SHA', 'NGB', 'XMN', 'QZH', 'HAK']],
];

export interface LoopPlan {
  carrier: string;
  loop: string;
  rotation: string[];
  /** ISO weekday (1 Monday … 7 Sunday, China) of the southbound departure from the first port. */
  weekday: number;
  /** Vessels taking turns on the loop. */
  fleet: string[];
  /** Week offsets whose southbound voyage is cancelled. */
  cancelledWeeks?: number[];
}

export const LOOP_PLANS: LoopPlan[] = [
  { carrier: 'PAN', loop: 'NSX1', rotation: ['YIK', 'DLC', 'TAO', 'NSA', 'SHK'], weekday: 2, fleet: ['PHX', 'PQL', 'PNH'] },
  { carrier: 'PAN', loop: 'NSX2', rotation: ['JNZ', 'TSN', 'RZH', 'XMN', 'NSA'], weekday: 3, fleet: ['PBH', 'PJL', 'PFJ'] },
  { carrier: 'PAN', loop: 'NHN', rotation: ['YIK', 'TSN', 'TAO', 'HAK', 'YPG'], weekday: 4, fleet: ['PHK', 'PLN', 'PSD'] },
  { carrier: 'PAN', loop: 'NGX', rotation: ['DLC', 'YIK', 'QZH', 'FAN'], weekday: 5, fleet: ['PQZ', 'PGX', 'PBB'] },
  { carrier: 'PAN', loop: 'EBX', rotation: ['SHA', 'NGB', 'XMN', 'QZH', 'HAK'], weekday: 6, fleet: ['PDH', 'PZJ', 'PJS'] },
  { carrier: 'HED', loop: 'HD1', rotation: ['TSN', 'TAO', 'SHA', 'NGB'], weekday: 1, fleet: ['HED1', 'HED2'] },
  { carrier: 'XIN', loop: 'XH1', rotation: ['TSN', 'DLC', 'QZH', 'BHY', 'HAK'], weekday: 7, fleet: ['XIN1', 'XIN2'], cancelledWeeks: [4] },
  { carrier: 'ANT', loop: 'AN1', rotation: ['YIK', 'DLC', 'NSA', 'SHK', 'ZHA'], weekday: 2, fleet: ['ANT1', 'ANT2'] },
  { carrier: 'ZHG', loop: 'ZG1', rotation: ['SHA', 'NGB', 'XMN', 'SHK'], weekday: 3, fleet: ['ZHG1', 'ZHG2'] },
  { carrier: 'NBY', loop: 'NB1', rotation: ['NGB', 'DLC', 'YIK'], weekday: 7, fleet: ['NBY1', 'NBY2'] },
  { carrier: 'JUN', loop: 'JY1', rotation: ['RZH', 'TAO', 'LYG', 'NSA'], weekday: 4, fleet: ['JUN1', 'JUN2'] },
];

/** Position of each port along the coast, in 100 km from the Yalu river; sea days ≈ distance / 600 km. */
export const COAST_POSITION: Record<string, number> = {
  YIK: 3,
  DLC: 4,
  JNZ: 4.5,
  TSN: 6,
  TAO: 10,
  RZH: 11,
  LYG: 12,
  SHA: 15,
  NGB: 16,
  XMN: 22,
  SHK: 27,
  NSA: 27.5,
  ZHA: 31,
  HAK: 33,
  YPG: 34,
  BHY: 36,
  QZH: 36.5,
  FAN: 37,
};

export interface ProductPlan {
  carrier: string;
  loop: string;
  direction: 'S' | 'N';
  fpol: string;
  lpod: string;
  /** Rail station before the loading port (sea-rail, type 1). */
  originRail?: string;
  productType?: 0 | 1 | 2 | 3 | 4 | 5;
  /** 20GP price now, yuan. */
  price20: number;
  hot?: boolean;
  railDays?: number;
  reefer?: boolean;
  openTop?: boolean;
  committedVolume?: number;
  agreementId?: string;
  autoConfirm?: boolean;
  ladder?: boolean;
  maxOrderQuantity?: number;
}

/**
 * Products in showcase order (the hot ones first: YIK → NSA leads the home page at 2 850 yuan).
 * Prices rise with distance: 1 800 yuan for Shanghai → Xiamen up to 3 600 for Tianjin → Qinzhou;
 * backhauls (N) are cheaper; sea-rail adds the rail leg.
 */
export const PRODUCT_PLANS: ProductPlan[] = [
  { carrier: 'PAN', loop: 'NSX1', direction: 'S', fpol: 'YIK', lpod: 'NSA', price20: 2850, hot: true, reefer: true, ladder: true },
  { carrier: 'HED', loop: 'HD1', direction: 'S', fpol: 'TSN', lpod: 'SHA', price20: 1900, hot: true, reefer: true },
  { carrier: 'PAN', loop: 'EBX', direction: 'S', fpol: 'SHA', lpod: 'QZH', price20: 2300, hot: true, reefer: true, ladder: true },
  { carrier: 'PAN', loop: 'NGX', direction: 'S', fpol: 'DLC', lpod: 'QZH', price20: 3500, hot: true, openTop: true },
  { carrier: 'PAN', loop: 'NHN', direction: 'S', fpol: 'YIK', lpod: 'HAK', price20: 3300, hot: true },
  { carrier: 'PAN', loop: 'NSX2', direction: 'S', fpol: 'TSN', lpod: 'NSA', price20: 2800, hot: true },
  { carrier: 'NBY', loop: 'NB1', direction: 'S', fpol: 'NGB', lpod: 'YIK', price20: 2400, hot: true },
  { carrier: 'ZHG', loop: 'ZG1', direction: 'S', fpol: 'SHA', lpod: 'XMN', price20: 1800, hot: true },
  // Contract (CSO) and liquid-bag lines.
  { carrier: 'PAN', loop: 'EBX', direction: 'S', fpol: 'SHA', lpod: 'QZH', productType: 2, price20: 2050, committedVolume: 5, agreementId: 'CSO-PAN-2026-018', autoConfirm: true },
  { carrier: 'PAN', loop: 'NSX1', direction: 'S', fpol: 'TAO', lpod: 'NSA', productType: 3, price20: 4200, maxOrderQuantity: 20 },
  { carrier: 'PAN', loop: 'EBX', direction: 'N', fpol: 'QZH', lpod: 'SHA', productType: 3, price20: 3900, maxOrderQuantity: 20 },
  // Sea-rail through inland rail stations.
  { carrier: 'PAN', loop: 'NGX', direction: 'S', fpol: 'YIK', lpod: 'QZH', originRail: 'CGQ31', productType: 1, price20: 4400, railDays: 2 },
  { carrier: 'PAN', loop: 'EBX', direction: 'N', fpol: 'QZH', lpod: 'SHA', originRail: 'CKG31', productType: 1, price20: 4300, railDays: 3 },
  { carrier: 'HED', loop: 'HD1', direction: 'S', fpol: 'TSN', lpod: 'SHA', originRail: 'BAV31', productType: 1, price20: 3300, railDays: 2 },
  { carrier: 'PAN', loop: 'NSX2', direction: 'S', fpol: 'TSN', lpod: 'XMN', price20: 2500 },
  // More of each loop.
  { carrier: 'PAN', loop: 'NSX1', direction: 'S', fpol: 'DLC', lpod: 'NSA', price20: 2750 },
  { carrier: 'PAN', loop: 'NSX1', direction: 'S', fpol: 'TAO', lpod: 'NSA', price20: 2450 },
  { carrier: 'PAN', loop: 'NSX1', direction: 'S', fpol: 'YIK', lpod: 'SHK', price20: 2900 },
  { carrier: 'PAN', loop: 'NSX1', direction: 'N', fpol: 'NSA', lpod: 'YIK', price20: 2200 },
  { carrier: 'PAN', loop: 'NSX1', direction: 'N', fpol: 'NSA', lpod: 'DLC', price20: 2150 },
  { carrier: 'PAN', loop: 'NSX2', direction: 'S', fpol: 'JNZ', lpod: 'NSA', price20: 2950 },
  { carrier: 'PAN', loop: 'NSX2', direction: 'N', fpol: 'NSA', lpod: 'TSN', price20: 2100 },
  { carrier: 'PAN', loop: 'NSX2', direction: 'N', fpol: 'XMN', lpod: 'TSN', price20: 2000 },
  { carrier: 'PAN', loop: 'NHN', direction: 'S', fpol: 'TSN', lpod: 'HAK', price20: 3200 },
  { carrier: 'PAN', loop: 'NHN', direction: 'S', fpol: 'TAO', lpod: 'HAK', price20: 3000 },
  { carrier: 'PAN', loop: 'NHN', direction: 'N', fpol: 'HAK', lpod: 'TSN', price20: 2300 },
  { carrier: 'PAN', loop: 'NGX', direction: 'S', fpol: 'YIK', lpod: 'QZH', price20: 3550 },
  { carrier: 'PAN', loop: 'NGX', direction: 'N', fpol: 'QZH', lpod: 'YIK', price20: 2600 },
  { carrier: 'PAN', loop: 'EBX', direction: 'S', fpol: 'NGB', lpod: 'QZH', price20: 2250 },
  { carrier: 'PAN', loop: 'EBX', direction: 'S', fpol: 'SHA', lpod: 'XMN', price20: 1850 },
  { carrier: 'PAN', loop: 'EBX', direction: 'S', fpol: 'SHA', lpod: 'HAK', price20: 2400 },
  { carrier: 'PAN', loop: 'EBX', direction: 'N', fpol: 'QZH', lpod: 'SHA', price20: 2000 },
  { carrier: 'HED', loop: 'HD1', direction: 'S', fpol: 'TAO', lpod: 'NGB', price20: 1850 },
  { carrier: 'HED', loop: 'HD1', direction: 'N', fpol: 'SHA', lpod: 'TSN', price20: 1800 },
  { carrier: 'XIN', loop: 'XH1', direction: 'S', fpol: 'TSN', lpod: 'QZH', price20: 3600 },
  { carrier: 'XIN', loop: 'XH1', direction: 'S', fpol: 'DLC', lpod: 'HAK', price20: 3400 },
  { carrier: 'ANT', loop: 'AN1', direction: 'S', fpol: 'YIK', lpod: 'NSA', price20: 2800 },
  { carrier: 'ANT', loop: 'AN1', direction: 'S', fpol: 'DLC', lpod: 'ZHA', price20: 3100 },
  { carrier: 'ZHG', loop: 'ZG1', direction: 'S', fpol: 'NGB', lpod: 'SHK', price20: 2000 },
  { carrier: 'ZHG', loop: 'ZG1', direction: 'S', fpol: 'XMN', lpod: 'SHK', price20: 1850 },
  { carrier: 'JUN', loop: 'JY1', direction: 'S', fpol: 'TAO', lpod: 'NSA', price20: 2500 },
];

/** Liquid-bag products carry the special-line service and cargo type. */
export const LIQUID_BAG = { serviceCode: LIQUID_BAG_SERVICE_CODE, cargoTypeCode: LIQUID_BAG_CARGO_TYPE_CODE } as const;

/** Other container types' prices from the 20GP price. */
export const PRICE_FACTORS: Record<string, number> = { '20GP': 1, '40GP': 1.6, '40HQ': 1.7, '20RF': 2.3, '40RH': 3.2, '40OT': 2.1 };
