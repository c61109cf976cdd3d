import { LOGIN_NAME_MESSAGES } from '@coastbook/contracts';
import {
  AGREEMENT_MESSAGES,
  CODE_SEND_MESSAGES,
  EMAIL_MESSAGES,
  MOBILE_MESSAGES,
  ORDER_BOOKING_MESSAGES,
  PASSWORD_CHANGE_MESSAGES,
  PASSWORD_MESSAGES,
  SMS_CODE_MESSAGES,
  TEXT_FIELD_MESSAGES,
  USERNAME_MESSAGES,
  type BilingualText,
} from '@coastbook/domain';

/**
 * The zod schemas in packages/contracts carry the spec's Chinese messages (000 §5); the English
 * translation sits beside each one in packages/domain (`*_MESSAGES` = { zh, en }). This map turns a
 * schema's Chinese message into the current language; a message not listed is shown as it is.
 */
const GROUPS: ReadonlyArray<Record<string, BilingualText>> = [
  AGREEMENT_MESSAGES,
  CODE_SEND_MESSAGES,
  EMAIL_MESSAGES,
  LOGIN_NAME_MESSAGES,
  MOBILE_MESSAGES,
  ORDER_BOOKING_MESSAGES,
  PASSWORD_CHANGE_MESSAGES,
  PASSWORD_MESSAGES,
  SMS_CODE_MESSAGES,
  TEXT_FIELD_MESSAGES,
  USERNAME_MESSAGES,
];

/** Messages of the contracts themselves (not in a domain group). */
const CONTRACT_MESSAGES: readonly BilingualText[] = [
  { zh: '请先完成滑块验证', en: 'Please complete the slide verification first' },
  { zh: '请输入支付密码', en: 'Please enter the payment password' },
];

const ENGLISH_BY_CHINESE = new Map<string, string>(
  [...GROUPS.flatMap((group) => Object.values(group)), ...CONTRACT_MESSAGES].map((text) => [text.zh, text.en]),
);

export function translateValidationMessage(message: string, language: string): string {
  if (!language.startsWith('en')) return message;
  return ENGLISH_BY_CHINESE.get(message) ?? message;
}
