import { describe, expect, it } from 'vitest';
import { AGREEMENT_MESSAGES } from './agreement';
import { appsInProgressMessage, ASSOCIATION_MESSAGES, isValidApplicantName } from './association';
import { PASSWORD_CHANGE_MESSAGES } from './password-change';
import { WAYBILL_MESSAGES } from './waybill';
import { ORDER_FORM_MESSAGES, isValidQuantityInput } from './order-form';
import * as validation from './index';

describe('messages quoted by the spec, used verbatim by the contracts', () => {
  it('agreement (000 §5, 001 §5)', () => {
    expect(AGREEMENT_MESSAGES.readAgreement.zh).toBe('请阅读协议');
    expect(AGREEMENT_MESSAGES.tickAgreement.zh).toBe('请勾选已阅读并同意！');
  });

  it('password change (000 §5)', () => {
    expect(PASSWORD_CHANGE_MESSAGES.originalRequired.zh).toBe('请输入原登录密码');
    expect(PASSWORD_CHANGE_MESSAGES.newRequired.zh).toBe('请输入新登录密码');
    expect(PASSWORD_CHANGE_MESSAGES.sameAsOriginal.zh).toBe('新登录密码不能与原密码相同');
    expect(PASSWORD_CHANGE_MESSAGES.confirmationRequired.zh).toBe('请输入确认密码');
    expect(PASSWORD_CHANGE_MESSAGES.confirmationMismatch.zh).toBe('两次输入的密码不一致');
  });

  it('waybill (000 §5, 001 §5)', () => {
    expect(WAYBILL_MESSAGES.required.zh).toBe('请输入运单号');
    expect(WAYBILL_MESSAGES.invalidOrForbidden.zh).toBe('运单号无效或无权限');
  });

  it('committed volume (001 §5)', () => {
    expect(ORDER_FORM_MESSAGES.belowCommittedVolume.zh).toBe('实际出运量小于承诺量，请重新选择');
  });

  it('association (000 §5)', () => {
    expect(ASSOCIATION_MESSAGES.selectEnterprise.zh).toBe('请选择正确的企业名称');
    expect(ASSOCIATION_MESSAGES.applicantRequired.zh).toBe('请输入申请人姓名');
    expect(appsInProgressMessage(['运荟', '海e']).zh).toContain('运荟、海e');
  });

  it('every exported message object has both languages filled', () => {
    const messageGroups = Object.entries(validation).filter(([name]) => name.endsWith('_MESSAGES'));
    expect(messageGroups.length).toBeGreaterThan(15);
    for (const [name, group] of messageGroups) {
      for (const [key, message] of Object.entries(group as Record<string, { zh: string; en: string }>)) {
        expect(message.zh, `${name}.${key}`).not.toBe('');
        expect(message.en, `${name}.${key}`).not.toBe('');
      }
    }
  });
});

describe('applicant name (000 §5)', () => {
  it('is required and at most 150 characters', () => {
    expect(isValidApplicantName('李娜')).toBe(true);
    expect(isValidApplicantName('  ')).toBe(false);
    expect(isValidApplicantName('名'.repeat(150))).toBe(true);
    expect(isValidApplicantName('名'.repeat(151))).toBe(false);
  });
});

describe('quantity input (001 §5)', () => {
  it('takes 1 to 3 digits', () => {
    expect(isValidQuantityInput('0')).toBe(true);
    expect(isValidQuantityInput('999')).toBe(true);
    expect(isValidQuantityInput('1000')).toBe(false);
    expect(isValidQuantityInput('')).toBe(false);
    expect(isValidQuantityInput('1.5')).toBe(false);
    expect(isValidQuantityInput('-1')).toBe(false);
  });
});
