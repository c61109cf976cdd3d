/** The body of every API answer (ARCHITECTURE.md "API conventions"): code 0 is success. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export const SUCCESS_MSG = 'success';

export function ok<T>(data: T, msg = SUCCESS_MSG): Envelope<T> {
  return { code: 0, msg, data };
}

export function failure(code: number, msg: string, data: unknown = null): Envelope<unknown> {
  return { code, msg, data };
}
