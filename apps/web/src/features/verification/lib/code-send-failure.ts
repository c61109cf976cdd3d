import { CODE_SEND_MESSAGES, isTooFrequentCodeRequest, parseCodeSendRefusal, type Language } from '@coastbook/domain';
import { ApiError, NO_RESPONSE_CODE } from '../../../api/transport';
import { inPageLanguage } from '../../../lib/server-words';

/**
 * What the verification-code button does with a failed send (000 §4.5, §5, §8): the network
 * message when no answer came; otherwise the server's text before the first comma, the countdown
 * resumed from the number after it, and — for "too frequent" — a fresh slide puzzle 500 ms later.
 */
export interface CodeSendFailure {
  message: string;
  /** Seconds to count down from (the server's remaining wait), when it gave one. */
  resumeSeconds: number | undefined;
  refreshSlider: boolean;
}

export function describeCodeSendFailure(error: unknown, language: Language = 'zh'): CodeSendFailure {
  if (!(error instanceof ApiError) || error.code === NO_RESPONSE_CODE) {
    return { message: CODE_SEND_MESSAGES.networkError[language], resumeSeconds: undefined, refreshSlider: false };
  }
  const refusal = parseCodeSendRefusal(error.sentMsg);
  return {
    message: inPageLanguage(refusal.message),
    resumeSeconds: refusal.remainingSeconds,
    refreshSlider: isTooFrequentCodeRequest(error.sentMsg),
  };
}
