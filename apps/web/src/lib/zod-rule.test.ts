import { ZAddUserAddressRequest, ZEnterpriseCertificationForm } from '@coastbook/contracts';
import { PASSWORD_CHANGE_MESSAGES, PASSWORD_MESSAGES } from '@coastbook/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { englishOfWords } from '../i18n/locales/en-US';
import { learnEnglishWords } from './server-words';
import { fieldIssueMessage, firstIssueMessage, formErrorsOf } from './zod-rule';

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
  // What loading the English catalogue does (i18n loadLanguage).
  beforeAll(() => learnEnglishWords(englishOfWords));

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

  it('shows the contracts’ own messages in English on an English page, those composed from a field’s label too', () => {
    const shape = ZEnterpriseCertificationForm.shape;
    expect(firstIssueMessage(shape.legalPersonName, '', 'zh-CN')).toBe('请输入法定代表人');
    expect(firstIssueMessage(shape.legalPersonName, '', 'en-US')).toBe('Please enter the legal representative');
    expect(firstIssueMessage(shape.legalPersonName, '张'.repeat(41), 'en-US')).toBe('The legal representative cannot exceed 40 characters');
    expect(firstIssueMessage(shape.socialCreditCode, '', 'en-US')).toBe('Please enter the unified social credit code');
    expect(firstIssueMessage(shape.licenseFileIds, [], 'en-US')).toBe('Please upload the business licence');
    // A rule across fields of a contract: the address needs a mobile number or a landline.
    const address = { addressType: 'L', label: '家', contactName: '王', provinceName: '上海', cityName: '上海', countyName: '浦东', detailAddress: '世纪大道1号' };
    expect(fieldIssueMessage(ZAddUserAddressRequest, address, 'mobile', 'en-US')).toBe(
      'Fill in at least one of the mobile number and the landline',
    );
  });

  it('puts a failed last check on the form’s fields: the first message of each, renamed where the form holds it elsewhere', () => {
    const door = { addressType: 'L', label: '仓库', isCompany: 1, contactName: '周杰' };
    const parsed = ZAddUserAddressRequest.safeParse(door);
    expect(parsed.success).toBe(false);
    expect(formErrorsOf(parsed.error!, 'zh-CN', { provinceName: 'region' })).toEqual([
      { name: 'companyName', errors: ['请输入公司名称'] },
      { name: 'mobile', errors: ['手机号码和固定电话至少填写一项'] },
      { name: 'region', errors: ['请选择省/市/区'] },
      { name: 'detailAddress', errors: ['请输入详细地址'] },
    ]);
    expect(formErrorsOf(parsed.error!, 'en-US', { provinceName: 'region' })[2]).toEqual({ name: 'region', errors: ['Please choose the province, city and district'] });
  });

  it('leaves a message without a translation as it is', () => {
    expect(firstIssueMessage(z.string().min(1, '自定义提示'), '', 'en-US')).toBe('自定义提示');
  });
});
