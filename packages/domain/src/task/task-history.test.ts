import { describe, expect, it } from 'vitest';
import { labelOf } from '../constants/labelled-list';
import { TODO_TASK_OUTCOMES, balanceTaskOutcome, linkApprovalOutcome, paymentTaskOutcome, sortFinishedTasks } from './task-history';

describe('task history', () => {
  it('tells a paid order from one cancelled by the shipper and one cancelled by the payment timeout', () => {
    expect(paymentTaskOutcome({ toStatus: 'W', action: 'pay' })).toBe('PAID');
    expect(paymentTaskOutcome({ toStatus: 'A', action: 'payAndAutoConfirm' })).toBe('PAID');
    expect(paymentTaskOutcome({ toStatus: 'X', action: 'cancel' })).toBe('CANCELLED');
    expect(paymentTaskOutcome({ toStatus: 'X', action: 'payTimeout' })).toBe('TIMED_OUT');
    expect(labelOf(TODO_TASK_OUTCOMES, 'TIMED_OUT')).toBe('超时未支付，已自动取消');
  });

  it('tells a paid balance from a down-payment order cancelled or rejected before paying it', () => {
    expect(balanceTaskOutcome({ toStatus: 'A', action: 'payBalance' })).toBe('PAID');
    expect(balanceTaskOutcome({ toStatus: 'W', action: 'payBalance' })).toBe('PAID');
    expect(balanceTaskOutcome({ toStatus: 'X', action: 'cancel' })).toBe('CANCELLED');
    expect(balanceTaskOutcome({ toStatus: 'X', action: 'returnShipmentApproved' })).toBe('CANCELLED');
    expect(balanceTaskOutcome({ toStatus: 'R', action: 'reject' })).toBe('REJECTED');
    expect(labelOf(TODO_TASK_OUTCOMES, 'REJECTED', 'en')).toBe('Booking rejected');
  });

  it('reads a decided link application; a waiting one is not finished', () => {
    expect(linkApprovalOutcome('A')).toBe('APPROVED');
    expect(linkApprovalOutcome('R')).toBe('REFUSED');
    expect(linkApprovalOutcome('X')).toBe('WITHDRAWN');
    expect(linkApprovalOutcome('W')).toBeNull();
  });

  it('lists the newest first and breaks ties by task id', () => {
    const tasks = [
      { taskId: 'B', doneAt: '2026-11-20T01:00:00.000Z' },
      { taskId: 'C', doneAt: '2026-11-21T01:00:00.000Z' },
      { taskId: 'A', doneAt: '2026-11-20T01:00:00.000Z' },
    ];
    expect(sortFinishedTasks(tasks).map((task) => task.taskId)).toEqual(['C', 'A', 'B']);
  });
});
