/** Browser storage keys (000 §4.2, §9; 001 §9), one place so a logout can clear them all. */

/** Session-storage caches: held per session and cleared on token change and logout. */
export const SESSION_CACHE_KEYS = {
  facilities: 'coastbook.cache.facilities',
  doorPoints: 'coastbook.cache.doorPoints',
  payment: 'coastbook.cache.payment',
  orderAmount: 'coastbook.cache.orderAmount',
  carriers: 'coastbook.cache.carriers',
  rateTypes: 'coastbook.cache.rateTypes',
  productInfo: 'coastbook.cache.productInfo',
  searchInfo: 'coastbook.cache.searchInfo',
  orderData: 'coastbook.cache.orderData',
} as const;

export type SessionCacheKey = (typeof SESSION_CACHE_KEYS)[keyof typeof SESSION_CACHE_KEYS];

/** Local-storage entries that outlive the tab: the token, the user, the failed-login count, the strong-password flag. */
export const LOCAL_STORAGE_KEYS = {
  token: 'coastbook.token',
  userInfo: 'coastbook.userInfo',
  failedLoginCount: 'coastbook.failedLoginCount',
  strongPasswordFlag: 'coastbook.isStrongPassword',
} as const;
