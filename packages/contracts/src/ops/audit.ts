import { z } from 'zod';
import { pageOf, ZPageRequest } from '../pagination';

/** GET /api/ops/audit (admins): the audit log, newest first, filtered by entity, actor or action. */
export const ZOpsAuditQuery = ZPageRequest.extend({
  entityType: z.string().trim().max(60, 'entityType 过长').optional(),
  entityId: z.string().trim().max(100, 'entityId 过长').optional(),
  actorKind: z.enum(['operator', 'customer', 'system'], { error: 'actorKind 须为 operator、customer 或 system' }).optional(),
  actorId: z.string().trim().max(100, 'actorId 过长').optional(),
  action: z.string().trim().max(80, 'action 过长').optional(),
});
export type TOpsAuditQuery = z.infer<typeof ZOpsAuditQuery>;

export const ZOpsAuditRecord = z.object({
  id: z.string(),
  actorKind: z.enum(['operator', 'customer', 'system']),
  actorId: z.string().nullable(),
  /** The operator's display name or the customer's logon id, when known. */
  actorName: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
  at: z.string().describe('ISO 8601'),
});
export type TOpsAuditRecord = z.infer<typeof ZOpsAuditRecord>;

export const ZOpsAuditPage = pageOf(ZOpsAuditRecord);
export type TOpsAuditPage = z.infer<typeof ZOpsAuditPage>;
