import type { BilingualText } from '../constants/labelled-list';
import { characterLength } from '../text/character-length';
import { lengthExceededMessage } from './text-field';

/** Enterprise certification fields and their server-side checks (000 §5, §8). */

export const ENTERPRISE_NAME_MAX_LENGTH = 60;
export const ENTERPRISE_ADDRESS_MAX_LENGTH = 100;
export const SOCIAL_CREDIT_CODE_MAX_LENGTH = 20;
export const FLEET_CODE_MAX_LENGTH = 20;

/** Chinese characters and parentheses (ASCII or full-width) only, as on a business licence. */
export const ENTERPRISE_NAME_PATTERN = /^[\p{Script=Han}()（）]+$/u;

/** Letters and digits only: unified social credit code and fleet code. */
export const LETTERS_AND_DIGITS_PATTERN = /^[A-Za-z0-9]+$/;

export const ENTERPRISE_NAME_MESSAGES = {
  required: { zh: '请输入企业名称', en: 'Please enter the enterprise name' },
  length: lengthExceededMessage(ENTERPRISE_NAME_MAX_LENGTH),
  format: { zh: '企业名称只能包含中文和括号', en: 'The enterprise name may contain only Chinese characters and parentheses' },
} as const satisfies Record<string, BilingualText>;

export const ENTERPRISE_ADDRESS_MESSAGES = {
  required: { zh: '请输入企业地址', en: 'Please enter the enterprise address' },
  length: lengthExceededMessage(ENTERPRISE_ADDRESS_MAX_LENGTH),
} as const satisfies Record<string, BilingualText>;

export const SOCIAL_CREDIT_CODE_MESSAGES = {
  required: { zh: '请输入统一社会信用代码', en: 'Please enter the unified social credit code' },
  length: lengthExceededMessage(SOCIAL_CREDIT_CODE_MAX_LENGTH),
  format: { zh: '统一社会信用代码只能包含字母和数字', en: 'The unified social credit code may contain only letters and digits' },
} as const satisfies Record<string, BilingualText>;

export const FLEET_CODE_MESSAGES = {
  required: { zh: '请输入车队代码', en: 'Please enter the fleet code' },
  length: lengthExceededMessage(FLEET_CODE_MAX_LENGTH),
  format: { zh: '车队代码只能包含字母和数字', en: 'The fleet code may contain only letters and digits' },
} as const satisfies Record<string, BilingualText>;

/** Answers of the asynchronous checks during certification (000 §5, §8). */
export const ENTERPRISE_CHECK_MESSAGES = {
  enterpriseAlreadyCertified: { zh: '该企业已认证，请勿重复认证', en: 'This enterprise is already certified; do not certify it again' },
  individualBusinessAlreadyCertified: {
    zh: '该个体工商户已认证，请勿重复认证',
    en: 'This individual business is already certified; do not certify it again',
  },
  socialCreditCodeAlreadyCertified: {
    zh: '统一社会信用代码已被认证',
    en: 'This unified social credit code is already certified',
  },
  enterpriseNotFound: { zh: '企业不存在', en: 'The enterprise does not exist' },
  bankInfoUnverified: {
    zh: '企业银行信息未通过验证，请前往用户信息-企业信息-银行账户信息查看并完善',
    en: 'The enterprise bank information has not passed verification; go to User info - Enterprise info - Bank account info to check and complete it',
  },
} as const satisfies Record<string, BilingualText>;

export function isValidEnterpriseName(name: string): boolean {
  return characterLength(name) <= ENTERPRISE_NAME_MAX_LENGTH && ENTERPRISE_NAME_PATTERN.test(name);
}

export function isValidEnterpriseAddress(address: string): boolean {
  const trimmed = address.trim();
  return trimmed !== '' && characterLength(trimmed) <= ENTERPRISE_ADDRESS_MAX_LENGTH;
}

export function isValidSocialCreditCode(code: string): boolean {
  return code.length <= SOCIAL_CREDIT_CODE_MAX_LENGTH && LETTERS_AND_DIGITS_PATTERN.test(code);
}

export function isValidFleetCode(code: string): boolean {
  return code.length <= FLEET_CODE_MAX_LENGTH && LETTERS_AND_DIGITS_PATTERN.test(code);
}
