import type { BilingualText } from '../constants/labelled-list';

/** Service-agreement checkbox and confirmation bar (000 §5, §8; 001 §5, §8). */
export const AGREEMENT_MESSAGES = {
  readAgreement: { zh: '请阅读协议', en: 'Please read the agreement' },
  tickAgreement: { zh: '请勾选已阅读并同意！', en: 'Please tick "I have read and agree"!' },
  downloadFailed: { zh: '系统繁忙，请稍后再试', en: 'The system is busy, please try again later' },
  confirmFailed: { zh: '操作失败', en: 'Operation failed' },
  confirmSucceeded: { zh: '操作成功', en: 'Operation successful' },
} as const satisfies Record<string, BilingualText>;
