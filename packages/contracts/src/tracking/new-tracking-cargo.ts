import { TRACKING_MILESTONES, TRACKING_STAGES, valuesOf, WAYBILL_MESSAGES, type TrackingMilestone, type TrackingStage } from '@coastbook/domain';
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

const MILESTONES = valuesOf(TRACKING_MILESTONES) as [TrackingMilestone, ...TrackingMilestone[]];
const STAGES = valuesOf(TRACKING_STAGES) as [TrackingStage, ...TrackingStage[]];

/** One milestone of the shipment: booking confirmed, vessel departed, vessel arrived. */
export const ZTrackingEvent = z.object({
  code: z.enum(MILESTONES),
  occurredAt: z.string().describe('ISO 时间；isActual 为 false 时为船期计划时间'),
  isActual: z.boolean().describe('true：实际发生（已记录）；false：预计'),
  locationCode: z.string(),
  location: z.string().describe('港口中文名'),
  description: z.string().describe('节点中文名'),
});
export type TTrackingEvent = z.infer<typeof ZTrackingEvent>;

/**
 * The shipment found for a waybill number (a confirmed booking): its route, vessel and voyage, schedule and
 * recorded times and milestones; its containers only to the booking's own accounts. Public, so no parties,
 * cargo or amounts.
 */
export const ZNewTrackingCargoResponse = z.object({
  bkgNo: z.string(),
  carrier: z.string(),
  svcLoop: z.string(),
  vslCde: z.string(),
  vslCnnme: z.string(),
  vslEnnme: z.string(),
  voyage: z.string(),
  fpolCde: z.string(),
  fpolCnnme: z.string(),
  lpodCde: z.string(),
  lpodCnnme: z.string(),
  etd: z.string(),
  eta: z.string(),
  atd: z.string().nullable(),
  ata: z.string().nullable(),
  containers: z
    .array(z.object({ cntrType: z.string(), quantity: z.number().int() }))
    .nullable()
    .describe('箱型箱量：仅订舱方本企业（可查看该订单的账号）登录后可见，其他人为 null'),
  stage: z.enum(STAGES),
  stageCnnme: z.string(),
  events: z.array(ZTrackingEvent),
});
export type TNewTrackingCargoResponse = z.infer<typeof ZNewTrackingCargoResponse>;

/** GET web/commonUrl/sysSwitch/cargoTracking: whether the new cargo-tracking page is on. */
export const ZCargoTrackingSwitchResponse = z.boolean();
export type TCargoTrackingSwitchResponse = z.infer<typeof ZCargoTrackingSwitchResponse>;
