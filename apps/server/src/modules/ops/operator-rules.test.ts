import { describe, expect, it } from 'vitest';
import { operatorChangeRefusal, type OperatorChangeTarget } from './operator-rules';

const admin = (operatorId: string, state: 'Active' | 'Disabled' = 'Active'): OperatorChangeTarget => ({ operatorId, role: 'admin', state });

describe('operatorChangeRefusal', () => {
  it('refuses an administrator disabling or re-roling themself', () => {
    expect(operatorChangeRefusal({ actorId: 'a', target: admin('a'), change: { state: 'Disabled' }, activeAdminIds: ['a', 'b'] })).toBe('OPS_CANNOT_CHANGE_SELF');
    expect(operatorChangeRefusal({ actorId: 'a', target: admin('a'), change: { role: 'reviewer' }, activeAdminIds: ['a', 'b'] })).toBe('OPS_CANNOT_CHANGE_SELF');
  });

  it('refuses disabling or demoting the last active administrator', () => {
    expect(operatorChangeRefusal({ actorId: 'x', target: admin('b'), change: { state: 'Disabled' }, activeAdminIds: ['b'] })).toBe('OPS_LAST_ADMIN');
    expect(operatorChangeRefusal({ actorId: 'x', target: admin('b'), change: { role: 'finance' }, activeAdminIds: ['b'] })).toBe('OPS_LAST_ADMIN');
  });

  it('allows disabling an administrator while another stays active, and changes to other roles', () => {
    expect(operatorChangeRefusal({ actorId: 'a', target: admin('b'), change: { state: 'Disabled' }, activeAdminIds: ['a', 'b'] })).toBeUndefined();
    expect(operatorChangeRefusal({ actorId: 'a', target: { operatorId: 'r', role: 'reviewer', state: 'Active' }, change: { role: 'admin' }, activeAdminIds: ['a'] })).toBeUndefined();
    // Re-enabling, or "changing" to the same role, is never a demotion.
    expect(operatorChangeRefusal({ actorId: 'a', target: admin('a'), change: { role: 'admin' }, activeAdminIds: ['a'] })).toBeUndefined();
    expect(operatorChangeRefusal({ actorId: 'a', target: admin('b', 'Disabled'), change: { state: 'Active' }, activeAdminIds: ['a'] })).toBeUndefined();
  });
});
