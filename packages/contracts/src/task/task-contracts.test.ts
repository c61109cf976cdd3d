import { describe, expect, it } from 'vitest';
import { ZRefuseTodoTaskRequest, ZRemoveTodoTaskRequest } from './index';

const issuesOf = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.error?.issues.map(({ path, message }) => ({ path: path.join('.'), message }));

describe('refuseTodoTask / removeTodoTask requests', () => {
  it('need the task id, trimmed', () => {
    expect(ZRemoveTodoTaskRequest.parse({ taskId: ' BANK_INFO:1 ' })).toEqual({ taskId: 'BANK_INFO:1' });
    expect(issuesOf(ZRemoveTodoTaskRequest.safeParse({}))).toEqual([{ path: 'taskId', message: '请选择待办' }]);
    expect(issuesOf(ZRemoveTodoTaskRequest.safeParse({ taskId: '  ' }))).toEqual([{ path: 'taskId', message: '请选择待办' }]);
  });

  it('take an optional refusal reason of at most 200 characters, blank read as none', () => {
    expect(ZRefuseTodoTaskRequest.parse({ taskId: 'SUB_USER_APPROVAL:1', reason: '  ' })).toEqual({ taskId: 'SUB_USER_APPROVAL:1' });
    expect(ZRefuseTodoTaskRequest.parse({ taskId: 'SUB_USER_APPROVAL:1', reason: ' 非本企业员工 ' })).toEqual({ taskId: 'SUB_USER_APPROVAL:1', reason: '非本企业员工' });
    expect(issuesOf(ZRefuseTodoTaskRequest.safeParse({ taskId: 'SUB_USER_APPROVAL:1', reason: '长'.repeat(201) }))).toEqual([
      { path: 'reason', message: '拒绝原因长度不能超过200个字符' },
    ]);
  });
});
