import { type LabelledValue, type ListValue, valuesOf } from '@coastbook/domain';
import { z } from 'zod';
import { pageOf, ZPageRequest } from '../pagination';

/**
 * Customer messages (000 §7.4, 001 §7 "Messages", web/epanCustomer/epanCustomerMsg/). A message has a
 * theme, a type (OrderMsg with orderType OC or TR, or Notice) and a read state. Counts are raw: the
 * header shows them through capMessageCount (packages/domain, badges cap at 99).
 */
export const MESSAGE_THEMES = [
  { value: 'ACCOUNT', zh: '账户消息', en: 'Account' },
  { value: 'CERTIFICATION', zh: '认证消息', en: 'Certification' },
  { value: 'ORDER', zh: '订单消息', en: 'Orders' },
  { value: 'TRAILER', zh: '拖车消息', en: 'Trailer' },
  { value: 'SYSTEM', zh: '系统通知', en: 'System notice' },
] as const satisfies readonly LabelledValue<string>[];
export type MessageTheme = ListValue<typeof MESSAGE_THEMES>;

/** orderType of an OrderMsg: OC a container (ocean) order, TR a trailer order. */
export const MESSAGE_ORDER_TYPES = [
  { value: 'OC', zh: '订单', en: 'Order' },
  { value: 'TR', zh: '拖车订单', en: 'Trailer order' },
] as const satisfies readonly LabelledValue<string>[];
export type MessageOrderType = ListValue<typeof MESSAGE_ORDER_TYPES>;

export const MESSAGE_TYPES = [
  { value: 'OrderMsg', zh: '订单消息', en: 'Order message' },
  { value: 'Notice', zh: '通知', en: 'Notice' },
] as const satisfies readonly LabelledValue<string>[];
export type MessageType = ListValue<typeof MESSAGE_TYPES>;

const ZTheme = z.string().trim().min(1).max(32, '消息主题不正确').describe(`e.g. ${valuesOf(MESSAGE_THEMES).join(', ')}`);
const ZOrderType = z.enum(['OC', 'TR'], { error: '订单类型须为OC或TR' });
const ZMessageType = z.enum(['OrderMsg', 'Notice'], { error: '消息类型须为OrderMsg或Notice' });
const ZMessageId = z.uuid({ error: '消息ID格式不正确' });

/** Bodies the client may leave out: a POST without a body arrives as null or undefined and reads as {}. */
const optionalBody = <T extends z.ZodType>(schema: T) => z.preprocess((value) => value ?? {}, schema);

/** POST getAll: newest first; filters by theme, type, orderType and read state (isRead 0 unread, 1 read). */
export const ZMessageListRequest = optionalBody(
  ZPageRequest.extend({
    theme: ZTheme.optional(),
    type: ZMessageType.optional(),
    orderType: ZOrderType.optional(),
    isRead: z.union([z.literal(0), z.literal(1)], { error: '阅读状态须为0或1' }).optional(),
  }),
);
export type TMessageListRequest = z.infer<typeof ZMessageListRequest>;

export const ZCustomerMessage = z.object({
  custMsgLogId: z.string(),
  theme: z.string(),
  themeName: z.string(),
  type: z.string().describe('OrderMsg or Notice'),
  orderType: z.string().nullable().describe('OC or TR for an OrderMsg'),
  title: z.string(),
  content: z.string(),
  businessId: z.string().nullable().describe('the order, certification... the message is about'),
  isRead: z.number().int().describe('0 unread, 1 read'),
  readTime: z.string().nullable(),
  createTime: z.string(),
});
export type TCustomerMessage = z.infer<typeof ZCustomerMessage>;
export const ZCustomerMessagePage = pageOf(ZCustomerMessage);
export type TCustomerMessagePage = z.infer<typeof ZCustomerMessagePage>;

/** POST readMessage: the given ids (all must be the caller's), one id, or every unread message (of a theme). */
export const ZReadMessageRequest = z
  .object({
    custMsgLogIds: z.array(ZMessageId).max(200, '一次最多200条').optional(),
    custMsgLogId: ZMessageId.optional(),
    readAll: z.boolean().optional(),
    theme: ZTheme.optional().describe('with readAll: only this theme'),
  })
  .refine((body) => body.readAll === true || (body.custMsgLogIds?.length ?? 0) > 0 || body.custMsgLogId !== undefined, {
    error: '请选择消息',
    path: ['custMsgLogIds'],
  });
export type TReadMessageRequest = z.infer<typeof ZReadMessageRequest>;
export const ZReadMessageResponse = z.object({ updated: z.number().int().describe('messages newly marked read') });

/** POST delete: all ids must be the caller's (else 404 naming the first missing one, nothing deleted). */
export const ZDeleteMessageRequest = z.object({
  custMsgLogIds: z.array(ZMessageId, { error: '请选择消息' }).min(1, '请选择消息').max(200, '一次最多200条'),
});
export type TDeleteMessageRequest = z.infer<typeof ZDeleteMessageRequest>;
export const ZDeleteMessageResponse = z.object({ deleted: z.number().int() });

/** POST getCustomerMessageTotalCount. */
export const ZMessageTotalCountRequest = optionalBody(z.object({ theme: ZTheme.optional() }));
export const ZMessageTotalCountResponse = z.object({ total: z.number().int(), unread: z.number().int() });
export type TMessageTotalCountResponse = z.infer<typeof ZMessageTotalCountResponse>;

/**
 * POST getUnreadMessageCount (theme, type, orderType). `count` is the unread count matching the
 * request (type OrderMsg with OC or TR, or none = all); total / orderMsg / trailerMsg are the three
 * header counters (all unread, unread OrderMsg OC, unread OrderMsg TR), always raw: the web caps
 * them with capMessageCount (99).
 */
export const ZUnreadMessageCountRequest = optionalBody(z.object({ theme: ZTheme.optional(), type: ZMessageType.optional(), orderType: ZOrderType.optional() }));
export type TUnreadMessageCountRequest = z.infer<typeof ZUnreadMessageCountRequest>;
export const ZUnreadMessageCountResponse = z.object({
  count: z.number().int(),
  total: z.number().int(),
  orderMsg: z.number().int(),
  trailerMsg: z.number().int(),
});
export type TUnreadMessageCountResponse = z.infer<typeof ZUnreadMessageCountResponse>;

/** POST displayMoreNews: the latest messages for the header panel (unread first, then newest). */
export const ZDisplayMoreNewsRequest = optionalBody(z.object({ size: z.coerce.number().int().min(1).max(20, '最多20条').default(5) }));
export const ZDisplayMoreNewsResponse = z.array(ZCustomerMessage);

/** POST findStowageInfo: published stowage notices, newest first. */
export const ZStowageInfoRequest = optionalBody(ZPageRequest);
export const ZStowageNotice = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  portCde: z.string().nullable().describe('the port concerned, when the notice is about one'),
  publishTime: z.string(),
});
export type TStowageNotice = z.infer<typeof ZStowageNotice>;
export const ZStowageNoticePage = pageOf(ZStowageNotice);
export type TStowageNoticePage = z.infer<typeof ZStowageNoticePage>;
