import type { TestApp } from '../testing/test-app';
import { createTestApp } from '../testing/test-app';
import { loginAs } from '../testing/identity';
import { ownerIdOf } from '../testing/money';
import { DEMO_PASSWORD } from '../../seed/auth';

/**
 * Helpers for the reliability tests (issue 7): the app on a pool of 20 with the rate limit out of the
 * way (these tests are about correctness under load, not about throttling), the certified demo customers,
 * and raw calls that return status, body and headers.
 */

/** The pool size the issue asks for; createTestApp opens its pool with this many connections. */
export const POOL_SIZE = 20;

export async function createReliabilityApp(): Promise<TestApp> {
  const testApp = await createTestApp({ env: { DB_POOL_SIZE: String(POOL_SIZE), RATE_LIMIT_MAX: '100000000' } });
  // Fail loudly if the pool ever stops being the one the issue asks for.
  if (testApp.database.pool.options.max !== POOL_SIZE) throw new Error(`expected a pool of ${POOL_SIZE}, got ${testApp.database.pool.options.max}`);
  return testApp;
}

/** Main accounts of certified enterprises in the seed (each holds buyer_trade_center_index). */
export const CERTIFIED_CUSTOMERS = ['demo_ent', 'nb_gangtong', 'xm_hairun', 'sh_huadong'] as const;

export interface Customer {
  logonId: string;
  token: string;
  userId: string;
  /** One client address per customer, as a real shipper's browser would have. */
  ip: string;
}

export async function loginCustomer(testApp: TestApp, logonId: string, index = 0): Promise<Customer> {
  const { token, userId } = await loginAs(testApp, logonId, DEMO_PASSWORD);
  return { logonId, token, userId, ip: `10.88.0.${index + 1}` };
}

/** What the money tests pay with: demo_ent logged in, and the id of its enterprise (the prepaid account's owner). */
export interface DemoEntPayer {
  testApp: TestApp;
  ent: Customer;
  huaxin: string;
}

/**
 * The money tests' set-up: the app, demo_ent's login and its enterprise's id. Each test file also checks,
 * after every test, that each prepaid account's balance still equals its ledger (expectEveryLedgerMatches).
 */
export async function startDemoEntPayer(): Promise<DemoEntPayer> {
  const testApp = await createReliabilityApp();
  return { testApp, ent: await loginCustomer(testApp, 'demo_ent'), huaxin: await ownerIdOf(testApp, 'demo_ent') };
}

export interface RawAnswer {
  status: number;
  body: { code: number; msg: string; data: unknown };
  text: string;
  headers: Record<string, unknown>;
}

export async function rawCall(
  testApp: TestApp,
  customer: Pick<Customer, 'token' | 'ip'> | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  options: { query?: Record<string, string>; body?: unknown; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  const response = await testApp.app.inject({
    method,
    url,
    remoteAddress: customer?.ip ?? '10.88.1.1',
    ...(options.query ? { query: options.query } : {}),
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
    headers: { ...(customer ? { authorization: `bearer ${customer.token}` } : {}), ...options.headers },
  });
  let body: RawAnswer['body'];
  try {
    body = response.json();
  } catch {
    body = { code: -1, msg: 'not JSON', data: null };
  }
  return { status: response.statusCode, body, text: response.body, headers: response.headers };
}

/** Runs `work` over `items` with at most `limit` in flight; answers in input order. */
export async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index]!, index);
    }
  });
  await Promise.all(runners);
  return results;
}
