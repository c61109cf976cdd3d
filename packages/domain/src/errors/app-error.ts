import type { BilingualText, Language } from '../constants/labelled-list';
import { ERRORS, type ErrorKey } from './catalogue';
import { ERROR_MESSAGES_EN } from './catalogue.en';

export interface AppErrorOptions {
  /**
   * Replaces the catalogue's message for this case, e.g. to name the offending value. In both languages: a
   * caller reading English (Accept-Language) is answered in English, so the words cannot be Chinese only.
   */
  msg?: BilingualText;
  /** Request field the error is about, reported in `data.field`. */
  field?: string;
  /** Extra data sent in the envelope instead of the default. */
  data?: unknown;
  cause?: unknown;
}

/**
 * The error a service throws when it refuses a request. The HTTP layer turns it into the
 * envelope `{ code, msg, data }` with the status from the catalogue.
 */
export class AppError extends Error {
  readonly key: ErrorKey;
  readonly code: number;
  readonly httpStatus: number;
  readonly field: string | undefined;
  readonly data: unknown;
  /** The message in English; `message` is the Chinese, the spec's words. */
  readonly english: string;

  constructor(key: ErrorKey, options: AppErrorOptions = {}) {
    const definition = ERRORS[key];
    super(options.msg?.zh ?? definition.msg, { cause: options.cause });
    this.name = 'AppError';
    this.key = key;
    this.code = definition.code;
    this.httpStatus = definition.httpStatus;
    this.field = options.field;
    this.data = options.data ?? (options.field ? { field: options.field } : null);
    this.english = options.msg?.en ?? catalogueMessageIn(key, 'en');
  }

  /** The message in the caller's language. */
  messageIn(language: Language): string {
    return language === 'en' ? this.english : this.message;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/**
 * "请求错误：field: …" / "Bad request: field: …": a refusal a service words as the error handler words a field
 * failing its contract, so a client reads one shape for both.
 */
export function fieldRefusalWords(field: string, problem: BilingualText): BilingualText {
  return { zh: `${ERRORS.BAD_REQUEST.msg}：${field}: ${problem.zh}`, en: `${ERROR_MESSAGES_EN.BAD_REQUEST}: ${field}: ${problem.en}` };
}

/** A catalogue entry's own message in the given language. */
export function catalogueMessageIn(key: ErrorKey, language: Language): string {
  return language === 'en' ? ERROR_MESSAGES_EN[key] : ERRORS[key].msg;
}
