import { SMS_CODE_LENGTH } from '../constants/session';
import type { BilingualText } from '../constants/labelled-list';
import { characterLength } from '../text/character-length';

/** SMS verification code and its send button (000 §4.5, §5, §8). */

export const SMS_CODE_MESSAGES = {
  required: { zh: '请输入验证码', en: 'Please enter the verification code' },
  length: { zh: '验证码为6位', en: 'The verification code has 6 characters' },
} as const satisfies Record<string, BilingualText>;

export const CODE_SEND_MESSAGES = {
  button: { zh: '获取验证码', en: 'Get verification code' },
  networkError: { zh: '网络错误，请检查网络', en: 'Network error, please check your network' },
  /** Shown after 5 attempts without receiving a code. */
  contactSupport: { zh: '多次未收到验证码，请联系在线客服', en: 'Still no code? Please contact online customer service' },
} as const satisfies Record<string, BilingualText>;

/** After this many sends without a code the user is advised to contact online service (000 §8). */
export const CODE_SEND_ATTEMPTS_BEFORE_SUPPORT_ADVICE = 5;

/** The verification code is required and exactly 6 characters (the spec says characters, not digits). */
export function isValidSmsCode(code: string): boolean {
  return characterLength(code) === SMS_CODE_LENGTH && !/\s/.test(code);
}

/**
 * Text the server puts in a refusal when codes are requested too often (its own refusal, 3053, and the rate
 * limiter's 429), in both of the languages it answers in; the slider then refreshes.
 */
export const TOO_FREQUENT_CODE_REQUEST_TEXTS = ['过于频繁', 'requested too often', 'Too many requests'] as const;

export function isTooFrequentCodeRequest(serverMessage: string): boolean {
  return TOO_FREQUENT_CODE_REQUEST_TEXTS.some((text) => serverMessage.includes(text));
}

export interface CodeSendRefusal {
  /** What the user is shown: the server message up to its first comma. */
  message: string;
  /** Seconds still to wait when the part after the comma is a number: the countdown resumes from there. */
  remainingSeconds: number | undefined;
}

/**
 * Reads a code-send refusal such as '发送过于频繁,45' (000 §4.5, §8). Both the ASCII and the
 * full-width comma separate the parts, since Chinese server messages use either.
 */
export function parseCodeSendRefusal(serverMessage: string): CodeSendRefusal {
  const [message = '', waitPart] = serverMessage.split(/[,，]/);
  const trimmedWait = waitPart?.trim() ?? '';
  const remainingSeconds = /^\d+$/.test(trimmedWait) ? Number(trimmedWait) : undefined;
  return { message, remainingSeconds };
}
