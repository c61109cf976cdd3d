import { ERRORS, type ErrorKey } from './catalogue';

export interface AppErrorOptions {
  /** Overrides the catalogue message, e.g. to name the offending value. */
  msg?: string;
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

  constructor(key: ErrorKey, options: AppErrorOptions = {}) {
    const definition = ERRORS[key];
    super(options.msg ?? definition.msg, { cause: options.cause });
    this.name = 'AppError';
    this.key = key;
    this.code = definition.code;
    this.httpStatus = definition.httpStatus;
    this.field = options.field;
    this.data = options.data ?? (options.field ? { field: options.field } : null);
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
