import { SYSTEM_SWITCH_TYPES } from '@coastbook/domain';
import type { orderQuantityLimit, placeOrderWindow, rateType, sysSwitch, sysSwitchRegion } from '../../src/modules/basedata/basedata.tables';

/**
 * Switches. The spec names ORDERING, PAYMENT, DEM, BATCH_PAYMENT; the domain names the rest
 * (SYSTEM_SWITCH_TYPES); LEADERBOARD_DISPLAY (the top leaderboard drawer, 000 §2.4) and LOTTERY are ours.
 */
export const SYS_SWITCHES: Array<typeof sysSwitch.$inferInsert> = [
  { type: SYSTEM_SWITCH_TYPES.ordering, isOn: true, description: '网上订舱' },
  { type: SYSTEM_SWITCH_TYPES.payment, isOn: true, description: '在线支付' },
  { type: SYSTEM_SWITCH_TYPES.demurrage, isOn: true, description: '滞箱宝（滞箱费保障）' },
  { type: SYSTEM_SWITCH_TYPES.batchPayment, isOn: true, description: '批量支付' },
  { type: SYSTEM_SWITCH_TYPES.pointsExchange, isOn: true, description: '积分兑换' },
  { type: SYSTEM_SWITCH_TYPES.saleReturn, isOn: true, description: '退舱退款' },
  { type: SYSTEM_SWITCH_TYPES.splitAudit, isOn: false, description: '拆单需人工审核（关闭时自动通过）' },
  { type: SYSTEM_SWITCH_TYPES.insurance, isOn: true, description: '货物保险' },
  { type: SYSTEM_SWITCH_TYPES.cargoTracking, isOn: true, description: '新版货物跟踪页面' },
  { type: 'LEADERBOARD_DISPLAY', isOn: true, description: '首页顶部交易积分排行榜' },
  { type: 'LOTTERY', isOn: false, description: '订单抽奖活动' },
];

/** Port-level overrides: booking from Wuhan is paused for the Yangtze low-water season. */
export const SYS_SWITCH_REGIONS: Array<typeof sysSwitchRegion.$inferInsert> = [
  { type: SYSTEM_SWITCH_TYPES.ordering, portCode: 'WUH', isOn: false },
  { type: SYSTEM_SWITCH_TYPES.insurance, portCode: 'YPG', isOn: false },
];

/** Rate types; JJY is the internal consolidation rate that is never shown to customers. */
export const RATE_TYPES: Array<typeof rateType.$inferInsert> = [
  { code: 'PUB', cnnme: '公布运价', ennme: 'Published rate' },
  { code: 'CSO', cnnme: '合约运价', ennme: 'Contract rate' },
  { code: 'PRO', cnnme: '促销运价', ennme: 'Promotional rate' },
  { code: 'LAD', cnnme: '阶梯运价', ennme: 'Tiered rate' },
  { code: 'DIR', cnnme: '直客运价', ennme: 'Direct-customer rate' },
  { code: 'JJY', cnnme: '集运内部价', ennme: 'Internal consolidation rate' },
];

/** Containers one order may book, per product type (0 normal … 5 direct customer, 001 §3). */
export const ORDER_QUANTITY_LIMITS: Array<typeof orderQuantityLimit.$inferInsert> = [
  { productType: 0, maxQuantity: 50 },
  { productType: 1, maxQuantity: 30 },
  { productType: 2, maxQuantity: 200 },
  { productType: 3, maxQuantity: 20 },
  { productType: 4, maxQuantity: 100 },
  { productType: 5, maxQuantity: 100 },
];

/** Orders are taken from 06:00 to 22:00 China time; the night is kept for the sailing cut-off runs. */
export const PLACE_ORDER_WINDOW: typeof placeOrderWindow.$inferInsert = { opensAt: '06:00', closesAt: '22:00', timeZone: 'Asia/Shanghai' };
