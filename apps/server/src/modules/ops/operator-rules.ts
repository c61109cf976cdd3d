import type { ErrorKey, OperatorRole, OperatorState } from '@coastbook/domain';

/** The operator an administrator is about to change, as stored. */
export interface OperatorChangeTarget {
  operatorId: string;
  role: OperatorRole;
  state: OperatorState;
}

/**
 * Why an administrator may not make a change, or undefined when they may: nobody disables or changes
 * the role of their own account (no locking oneself out by a slip), and the last active administrator
 * is never disabled or demoted (the console would have no one left to manage it). `activeAdminIds`
 * must be read under lock in the transaction that makes the change, so two administrators disabling
 * each other at the same moment cannot both succeed.
 */
export function operatorChangeRefusal(options: {
  actorId: string;
  target: OperatorChangeTarget;
  change: { state?: OperatorState; role?: OperatorRole };
  activeAdminIds: readonly string[];
}): ErrorKey | undefined {
  const { actorId, target, change, activeAdminIds } = options;
  const disables = change.state === 'Disabled' && target.state !== 'Disabled';
  const demotes = change.role !== undefined && change.role !== target.role && target.role === 'admin';
  if (target.operatorId === actorId && (disables || (change.role !== undefined && change.role !== target.role))) return 'OPS_CANNOT_CHANGE_SELF';
  const isActiveAdmin = target.role === 'admin' && target.state === 'Active' && activeAdminIds.includes(target.operatorId);
  if ((disables || demotes) && isActiveAdmin && activeAdminIds.length <= 1) return 'OPS_LAST_ADMIN';
  return undefined;
}
