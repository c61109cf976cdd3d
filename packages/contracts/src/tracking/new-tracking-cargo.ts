import { WAYBILL_MESSAGES } from '@coastbook/domain';
import { z } from 'zod';

/** POST web/commonUrl/portal/newTrackingCargo (JSON): public cargo tracking by waybill number. */
export const ZNewTrackingCargoRequest = z.object({
  bkgNo: z
    .string({ error: WAYBILL_MESSAGES.required.zh })
    .trim()
    .min(1, WAYBILL_MESSAGES.required.zh)
    .max(30, '运单号不能超过30个字符')
    .regex(/^[A-Za-z0-9-]*$/, '运单号只能包含字母、数字和“-”')
    .transform((value) => value.toUpperCase()),
}, { error: WAYBILL_MESSAGES.required.zh });
export type TNewTrackingCargoRequest = z.infer<typeof ZNewTrackingCargoRequest>;

/** One milestone of a shipment (gate-in, loaded, departed, arrived, discharged, delivered...). */
export const ZTrackingEvent = z.object({
  occurredAt: z.string().describe('ISO 时间'),
  location: z.string(),
  description: z.string(),
});
export type TTrackingEvent = z.infer<typeof ZTrackingEvent>;

/** The shipment found for a waybill number. Until orders exist every number is refused. */
export const ZNewTrackingCargoResponse = z.object({
  bkgNo: z.string(),
  events: z.array(ZTrackingEvent),
});
export type TNewTrackingCargoResponse = z.infer<typeof ZNewTrackingCargoResponse>;

/** GET web/commonUrl/sysSwitch/cargoTracking: whether the new cargo-tracking page is on. */
export const ZCargoTrackingSwitchResponse = z.boolean();
export type TCargoTrackingSwitchResponse = z.infer<typeof ZCargoTrackingSwitchResponse>;
