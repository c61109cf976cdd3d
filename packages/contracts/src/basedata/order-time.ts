import { z } from 'zod';

/** GET web/commonUrl/isBetweenPlaceOrderTime: whether orders may be placed right now (China time). */
export const ZIsBetweenPlaceOrderTimeResponse = z.boolean();
export type TIsBetweenPlaceOrderTimeResponse = z.infer<typeof ZIsBetweenPlaceOrderTimeResponse>;

/** GET web/commonUrl/getCurrentTimeMillis: the server clock, so countdowns do not trust the client's. */
export const ZGetCurrentTimeMillisResponse = z.number().int();
export type TGetCurrentTimeMillisResponse = z.infer<typeof ZGetCurrentTimeMillisResponse>;
