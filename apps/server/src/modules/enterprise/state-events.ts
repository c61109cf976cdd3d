import type { DbOrTx } from '../../platform/db/client';
import { accountStateEvent } from './enterprise.tables';

/** Who made a change: a portal user, an operator of the console, or the system. */
export interface StateActor {
  kind: 'customer' | 'operator' | 'system';
  id: string | null;
}

export const customerActor = (userId: string): StateActor => ({ kind: 'customer', id: userId });
export const operatorActor = (operatorId: string): StateActor => ({ kind: 'operator', id: operatorId });

export interface StateChange {
  subjectType: 'enterprise' | 'certification_request' | 'relation_request' | 'user_account' | 'ent_master_request' | 'sub_user_token' | 'uaas_binding';
  subjectId: string;
  enterpriseId?: string | null;
  /** The user the change is about. */
  userId?: string | null;
  actor: StateActor;
  field: string;
  from: string | null | undefined;
  to: string | null | undefined;
  reason?: string | null | undefined;
}

/**
 * Records status changes (who, when, from, to, why). Call it with the transaction that makes the
 * change, so a change never commits without its event.
 */
export async function recordStateChanges(db: DbOrTx, changes: readonly StateChange[]): Promise<void> {
  if (changes.length === 0) return;
  await db.insert(accountStateEvent).values(
    changes.map((change) => ({
      subjectType: change.subjectType,
      subjectId: change.subjectId,
      enterpriseId: change.enterpriseId ?? null,
      userId: change.userId ?? null,
      actorKind: change.actor.kind,
      actorId: change.actor.id,
      field: change.field,
      fromValue: change.from ?? null,
      toValue: change.to ?? null,
      reason: change.reason ?? null,
    })),
  );
}
