import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../status/order-status';
import { canTransition, CUSTOMER_CANCELLABLE_STATUSES, findOrderTransition, holdsInventory, isPlacedOrderStatus, ORDER_TRANSITIONS } from './order-transitions';

describe('order transitions', () => {
  it('lets the booking flow through: submit, pay, review', () => {
    expect(canTransition('P', 'S', 'customer')).toBe(true);
    expect(canTransition('S', 'W', 'payment')).toBe(true);
    expect(canTransition('S', 'A', 'payment')).toBe(true);
    expect(canTransition('W', 'A', 'operator')).toBe(true);
    expect(canTransition('W', 'R', 'operator')).toBe(true);
    expect(canTransition('S', 'X', 'system')).toBe(true);
  });

  it('refuses moves by the wrong actor or from the wrong status', () => {
    expect(canTransition('P', 'S', 'operator')).toBe(false);
    expect(canTransition('W', 'A', 'customer')).toBe(false);
    expect(canTransition('S', 'W', 'customer')).toBe(false);
    expect(canTransition('A', 'X', 'customer')).toBe(false);
    expect(canTransition('P', 'W', 'payment')).toBe(false);
    expect(canTransition('W', 'X', 'system')).toBe(false);
    expect(canTransition('X', 'S', 'customer')).toBe(false);
    expect(canTransition('R', 'W', 'operator')).toBe(false);
  });

  it('ends at X and R: nothing leaves a cancelled or rejected order', () => {
    expect(ORDER_TRANSITIONS.filter((transition) => transition.from === 'X' || transition.from === 'R')).toEqual([]);
  });

  it('lets the customer cancel only before confirmation', () => {
    expect([...CUSTOMER_CANCELLABLE_STATUSES].sort()).toEqual(['P', 'S', 'W']);
  });

  it('names each move and uses only known statuses, without duplicates', () => {
    const known = new Set<string>(ORDER_STATUSES.map((status) => status.value));
    const keys = ORDER_TRANSITIONS.map((transition) => `${transition.from}>${transition.to}:${transition.by}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const transition of ORDER_TRANSITIONS) {
      expect(known.has(transition.from) && known.has(transition.to)).toBe(true);
      expect(transition.action).not.toBe('');
    }
    expect(findOrderTransition('S', 'X', 'system')?.action).toBe('payTimeout');
  });

  it('says which statuses hold inventory and count as a placed order', () => {
    expect(holdsInventory('P')).toBe(false);
    expect(holdsInventory('S')).toBe(true);
    expect(holdsInventory('A')).toBe(true);
    expect(holdsInventory('X')).toBe(false);
    expect(holdsInventory('R')).toBe(false);
    expect(isPlacedOrderStatus('W')).toBe(true);
    expect(isPlacedOrderStatus('P')).toBe(false);
  });
});
