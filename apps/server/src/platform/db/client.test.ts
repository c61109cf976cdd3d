import { describe, expect, it } from 'vitest';
import { errorCodeOf, isDatabaseBusyError, isDatabaseUnavailableError } from './client';

/** How a failed query is told apart (the error handler answers 503 for both kinds, 500 for anything else). */
const pgError = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
/** drizzle throws its own error with the driver's as the cause. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: update "prepaid_account" …'), { cause });

describe('database errors', () => {
  it('a statement PostgreSQL gave up on is "busy", also when wrapped: statement timeout, lock timeout, deadlock', () => {
    for (const code of ['57014', '55P03', '40P01']) {
      expect(isDatabaseBusyError(pgError(code)), code).toBe(true);
      expect(isDatabaseBusyError(wrapped(pgError(code))), `wrapped ${code}`).toBe(true);
      expect(isDatabaseUnavailableError(wrapped(pgError(code))), `${code} is not an outage`).toBe(false);
    }
  });

  it('a constraint or a bug is neither busy nor an outage', () => {
    for (const error of [pgError('23505'), wrapped(pgError('23503')), new TypeError('x is undefined'), undefined]) {
      expect(isDatabaseBusyError(error)).toBe(false);
      expect(isDatabaseUnavailableError(error)).toBe(false);
    }
  });

  it('a session ended for idling in its transaction is an outage to its holder', () => {
    expect(isDatabaseUnavailableError(wrapped(pgError('25P03', 'terminating connection due to idle-in-transaction timeout')))).toBe(true);
  });

  it('a database short of resources is an outage: too many connections, disk full, out of memory', () => {
    for (const code of ['53300', '53100', '53200']) expect(isDatabaseUnavailableError(wrapped(pgError(code))), code).toBe(true);
  });

  it('reads the first code of the cause chain', () => {
    expect(errorCodeOf(wrapped(pgError('57014')))).toBe('57014');
    expect(errorCodeOf(wrapped(wrapped(pgError('ECONNREFUSED'))))).toBe('ECONNREFUSED');
    expect(errorCodeOf(new Error('no code'))).toBeUndefined();
  });
});
