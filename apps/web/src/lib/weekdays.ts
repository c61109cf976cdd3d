/** Keys of `product.week.*`, Monday first (ISO order), shared by the sailing week view and the route cards. */
export const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];
