import pg from 'pg';
import { HEARTBEAT_QUERY } from '../platform/db/change-feed';
import type { TestApp } from './test-app';

/**
 * How many statements the app sends through its pool while `run` runs — to show an answer came from an
 * in-process cache. The rate limiter's own periodic writes (rate_limit_counter) are not counted.
 */
export async function statementsDuring(testApp: TestApp, run: () => Promise<unknown>): Promise<number> {
  const pool = testApp.database.pool;
  const original = pool.query;
  let count = 0;
  pool.query = ((...args: unknown[]) => {
    const text = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string } | undefined)?.text ?? '');
    if (!text.includes('rate_limit_counter')) count += 1;
    return (original as (...a: unknown[]) => unknown).apply(pool, args);
  }) as typeof original;
  try {
    await run();
  } finally {
    pool.query = original;
  }
  return count;
}

/**
 * Every statement the app sends while `run` runs, on any connection of this process, transactions included
 * (BEGIN and COMMIT too), whitespace collapsed — to show what a call costs the database. A new pooled
 * connection's LISTEN and the change feed's heartbeat are the process's, not the call's, and left out. Only for a
 * test that runs nothing else at the same time.
 */
export async function queriesDuring(run: () => Promise<unknown>): Promise<string[]> {
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  const queries: string[] = [];
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string } | undefined)?.text ?? '');
    if (!text.includes('rate_limit_counter') && !text.startsWith('LISTEN ') && text !== HEARTBEAT_QUERY) queries.push(text.replace(/\s+/g, ' ').trim());
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    prototype.query = original;
  }
  return queries;
}

/** The reads (SELECT statements) among queriesDuring's — to show a call's reads do not grow with its input (no read per line). */
export async function readsDuring(run: () => Promise<unknown>): Promise<string[]> {
  return (await queriesDuring(run)).filter((text) => /^select\b/i.test(text));
}
