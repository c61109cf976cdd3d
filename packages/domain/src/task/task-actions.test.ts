import { describe, expect, it } from 'vitest';
import { taskTypeOfTaskId, todoTaskActions } from './task-actions';

describe('todoTaskActions', () => {
  it('lets a decision be refused and a reminder be removed, never both', () => {
    expect(todoTaskActions('SUB_USER_APPROVAL')).toEqual({ refuse: true, remove: false });
    for (const reminder of ['ORDER_AWAITING_PAYMENT', 'BANK_INFO', 'CERTIFICATION_RESUBMIT']) expect(todoTaskActions(reminder)).toEqual({ refuse: false, remove: true });
  });

  it('keeps what the carrier requires, and types it does not know, on the list', () => {
    expect(todoTaskActions('SERVICE_TERMS')).toEqual({ refuse: false, remove: false });
    expect(todoTaskActions('PRICE_DIFFERENCE')).toEqual({ refuse: false, remove: false });
  });
});

describe('taskTypeOfTaskId', () => {
  it('reads the type before the first colon', () => {
    expect(taskTypeOfTaskId('ORDER_AWAITING_PAYMENT:7f1c1f0e-2c1a-4c7e-9d8e-0a1b2c3d4e5f')).toBe('ORDER_AWAITING_PAYMENT');
    expect(taskTypeOfTaskId('BANK_INFO:a:b')).toBe('BANK_INFO');
    expect(taskTypeOfTaskId('no-type')).toBe('');
    expect(taskTypeOfTaskId(':x')).toBe('');
  });
});
