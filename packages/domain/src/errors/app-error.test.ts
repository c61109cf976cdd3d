import { describe, expect, it } from 'vitest';
import { AppError, fieldRefusalWords } from './app-error';
import { ERRORS } from './catalogue';
import { ERROR_MESSAGES_EN } from './catalogue.en';

describe('AppError in both languages', () => {
  it('takes the catalogue’s words in each language when the service gives none', () => {
    const error = new AppError('LOGIN_FAILED');
    expect(error.message).toBe(ERRORS.LOGIN_FAILED.msg);
    expect(error.messageIn('zh')).toBe('用户名或密码错误');
    expect(error.messageIn('en')).toBe(ERROR_MESSAGES_EN.LOGIN_FAILED);
  });

  it('takes the service’s words for the case, the Chinese as its message', () => {
    const error = new AppError('ORDER_SOLD_OUT', { msg: { zh: '20GP舱位不足（剩余1箱）', en: 'Not enough space for 20GP (1 left)' }, field: 'containers' });
    expect(error.message).toBe('20GP舱位不足（剩余1箱）');
    expect(error.messageIn('en')).toBe('Not enough space for 20GP (1 left)');
    expect(error.code).toBe(ERRORS.ORDER_SOLD_OUT.code);
    expect(error.data).toEqual({ field: 'containers' });
  });

  it('words a field refusal as the error handler words a contract failure', () => {
    expect(fieldRefusalWords('payPassword', { zh: '请输入支付密码', en: 'Please enter the payment password' })).toEqual({
      zh: '请求错误：payPassword: 请输入支付密码',
      en: 'Bad request: payPassword: Please enter the payment password',
    });
  });
});
