/**
 * System switches (sysSwitch, fetched by type) that hide a capability when off (000 §6, 001 §6, §7).
 * ORDERING, PAYMENT, DEM and BATCH_PAYMENT are the spec's names; the spec names the other
 * capabilities without their type codes, so those codes are ours.
 */
export const SYSTEM_SWITCH_TYPES = {
  ordering: 'ORDERING',
  payment: 'PAYMENT',
  demurrage: 'DEM',
  batchPayment: 'BATCH_PAYMENT',
  pointsExchange: 'POINTS_EXCHANGE',
  saleReturn: 'SALE_RETURN',
  splitAudit: 'SPLIT_AUDIT',
  insurance: 'INSURANCE',
  /** The new cargo-tracking page (web/commonUrl/sysSwitch/cargoTracking). */
  cargoTracking: 'cargoTracking',
} as const;

export type SystemSwitchType = (typeof SYSTEM_SWITCH_TYPES)[keyof typeof SYSTEM_SWITCH_TYPES];
