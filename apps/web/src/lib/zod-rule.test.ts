import { PASSWORD_CHANGE_MESSAGES, PASSWORD_MESSAGES } from '@coastbook/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldIssueMessage, firstIssueMessage } from './zod-rule';

const ZPassword = z
  .string()
  .min(1, PASSWORD_MESSAGES.required.zh)
  .refine((value) => value.length >= 8, PASSWORD_MESSAGES.length.zh);

const ZForm = z
  .object({ newPassword: ZPassword, confirmedPassword: z.string({ error: PASSWORD_CHANGE_MESSAGES.confirmationRequired.zh }).min(1, PASSWORD_CHANGE_MESSAGES.confirmationRequired.zh) })
  .refine((form) => form.newPassword === form.confirmedPassword, {
    path: ['confirmedPassword'],
    message: PASSWORD_CHANGE_MESSAGES.confirmationMismatch.zh,
  });

describe('zod rules for antd forms', () => {
  it('gives the first message of a field schema, in Chinese or English', () => {
    expect(firstIssueMessage(ZPassword, '', 'zh-CN')).toBe('请输入密码');
    expect(firstIssueMessage(ZPassword, 'abc', 'zh-CN')).toBe('长度应为8-16位');
    expect(firstIssueMessage(ZPassword, 'abc', 'en-US')).toBe('Length should be 8-16 characters');
    expect(firstIssueMessage(ZPassword, 'abcdefgh', 'zh-CN')).toBeUndefined();
  });

  it('reports cross-field rules on the field they name', () => {
    const values = { newPassword: 'Coast@2026', confirmedPassword: 'Coast@2027' };
    expect(fieldIssueMessage(ZForm, values, 'confirmedPassword', 'zh-CN')).toBe('两次输入的密码不一致');
    expect(fieldIssueMessage(ZForm, values, 'newPassword', 'zh-CN')).toBeUndefined();
    expect(fieldIssueMessage(ZForm, { newPassword: 'x' }, 'confirmedPassword', 'en-US')).toBe(
      'Please enter the confirmation password',
    );
    // The field's own rule first: an empty new password is "required", not "mismatch".
    expect(fieldIssueMessage(ZForm, { confirmedPassword: 'abc' }, 'newPassword', 'zh-CN')).toBe('请输入密码');
  });

  it('checks cross-field rules even while another field has an aborting issue', () => {
    const ZWithAgreement = ZForm.safeExtend({ agreement: z.literal(true, { error: '请勾选已阅读并同意！' }) });
    const values = { newPassword: 'Coast@2026', confirmedPassword: 'Coast@2027', agreement: false };
    expect(fieldIssueMessage(ZWithAgreement, values, 'confirmedPassword', 'zh-CN')).toBe('两次输入的密码不一致');
    expect(fieldIssueMessage(ZWithAgreement, values, 'agreement', 'zh-CN')).toBe('请勾选已阅读并同意！');
  });

  it('leaves a message without a translation as it is', () => {
    expect(firstIssueMessage(z.string().min(1, '自定义提示'), '', 'en-US')).toBe('自定义提示');
  });
});
