import { ORDER_FORM_MESSAGES } from '../validation/order-form';
import { ERRORS, type ErrorKey } from './catalogue';
import { ERROR_MESSAGES_EN } from './catalogue.en';
import { HTTP_STATUS_MESSAGES, HTTP_STATUS_MESSAGES_EN, INSECURE_PAGE_MESSAGE, INSECURE_PAGE_MESSAGE_EN, NO_RESPONSE_MESSAGE, NO_RESPONSE_MESSAGE_EN } from './http-status-messages';

/**
 * The English of every refusal worded by the error catalogue or by the web's transport, keyed by its Chinese:
 * an English page shows a message in English when the server (or the transport) sent one of these words as
 * they are. A message the server composed for the case (a field named, a number of seconds, the carrier's own
 * text) is not in it and shows as sent.
 *
 * Keyed by the words, not the code: a code's message can be replaced where it is raised (`AppError`'s `msg`),
 * and then only the sender knows what it says.
 */
export function englishOfChineseWords(): ReadonlyMap<string, string> {
  const words = new Map<string, string>();
  for (const key of Object.keys(ERRORS) as ErrorKey[]) words.set(ERRORS[key].msg, ERROR_MESSAGES_EN[key]);
  for (const [status, chinese] of Object.entries(HTTP_STATUS_MESSAGES)) {
    const english = HTTP_STATUS_MESSAGES_EN[Number(status)];
    // The catalogue's own entry wins where both word a status (400 请求错误 and BAD_REQUEST say the same).
    if (english !== undefined && !words.has(chinese)) words.set(chinese, english);
  }
  words.set(NO_RESPONSE_MESSAGE, NO_RESPONSE_MESSAGE_EN);
  words.set(INSECURE_PAGE_MESSAGE, INSECURE_PAGE_MESSAGE_EN);
  words.set(ORDER_FORM_MESSAGES.excelDownloadFailed.zh, ORDER_FORM_MESSAGES.excelDownloadFailed.en);
  return words;
}
