import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { findFreePort } from '../platform/db/embedded-postgres';
import { encryptCredential } from '../platform/crypto';

/**
 * Helpers for the reliability tests that run the real server as its own process (issue 7: two instances,
 * database faults): start `node --import tsx apps/server/src/main.ts` on a given DATABASE_URL, call it over
 * HTTP, log in the way the browser does, and book an order awaiting payment.
 */

const ROOT = path.resolve(import.meta.dirname, '../../../..');

export interface ServerProcess {
  baseUrl: string;
  pid: number;
  output(): string;
  isRunning(): boolean;
  /** Resolves when the process has ended: its exit code, or the signal that killed it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
}

export async function startServerProcess(databaseUrl: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await findFreePort();
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', WEB_DIST_DIR: 'does-not-exist', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (true) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then((response) => response.ok, () => false);
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    pid: child.pid!,
    output: () => output,
    isRunning: () => child.exitCode === null && child.signalCode === null,
    exited,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Runs main.ts to its end, for a start that must be refused: its exit code and everything it printed. */
export async function runServerToExit(databaseUrl: string, env: Record<string, string>): Promise<{ exitCode: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl, HOST: '127.0.0.1', WEB_DIST_DIR: 'does-not-exist', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
  const exitCode = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  return { exitCode, output };
}

export interface HttpAnswer<T = unknown> {
  status: number;
  body: { code: number; msg: string; data: T };
  text: string;
  ms: number;
}

/** One call over HTTP; never throws for an HTTP status, only for a network failure or the timeout. */
export async function http<T = unknown>(
  baseUrl: string,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  options: { token?: string; body?: unknown; form?: Record<string, string>; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<HttpAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `bearer ${options.token}`;
  let body: string | undefined;
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const started = Date.now();
  const response = await fetch(`${baseUrl}/api/${url}`, { method, headers, body, signal: AbortSignal.timeout(options.timeoutMs ?? 15_000) });
  const text = await response.text();
  let parsed: HttpAnswer<T>['body'];
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = { code: -1, msg: `not JSON: ${text.slice(0, 200)}`, data: null as T };
  }
  return { status: response.status, body: parsed, text, ms: Date.now() - started };
}

export async function publicKeyOf(baseUrl: string): Promise<string> {
  const answer = await http<{ publicKey: string }>(baseUrl, 'GET', 'auth/publicKey');
  return answer.body.data.publicKey;
}

/** The password grant as the browser sends it (password RSA-encrypted with the server's public key). */
export async function passwordLogin(baseUrl: string, username: string, password: string): Promise<HttpAnswer<{ access_token: string; refresh_token: string; user_id: string }>> {
  const encrypted = encryptCredential(await publicKeyOf(baseUrl), password);
  return http(baseUrl, 'POST', 'auth/oauth/token', { form: { grant_type: 'password', scope: 'server', username, password: encrypted } });
}

export async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** General PAN sailings with 20GP on sale, departing in more than 3 days (as the money tests pick them). */
export async function bookableSailings(databaseUrl: string): Promise<string[]> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ id: string }>(
      `select ps.id from product_sailing ps join product p on p.id = ps.product_id join port_call pc on pc.id = ps.load_call_id join voyage v on v.id = pc.voyage_id
        where p.carrier_code = 'PAN' and p.product_type = 0 and p.committed_volume is null and p.max_order_quantity is null and not ps.is_closed
          and v.status = 'open' and pc.etd > now() + interval '3 days'
          and exists (select 1 from sailing_inventory si where si.sailing_id = ps.id and si.container_type_code = '20GP' and not si.is_closed and si.available >= 3)
        order by pc.etd, ps.id`,
    );
    return rows.map((row) => row.id);
  });
}

export const BOOKING_FORM = {
  shippingTerm: 0,
  shipper: { name: '上海华信国际物流有限公司', contact: '张伟', phone: '021-58881234', address: '上海市浦东新区张杨路500号' },
  consignee: { name: '泉州恒泰贸易有限公司', contact: '黄志明', phone: '0595-22881234', address: '福建省泉州市丰泽区津淮街88号' },
  cgoBriefDescCde: '100001',
  weightKg: 18000,
  packages: 400,
  packagingCnnme: '纸箱',
  isDangerous: false,
  agreementTicked: true,
};

/** createOrder → bookingInfo over HTTP; answers the two envelopes (the caller asserts). */
export async function bookOrder(baseUrl: string, token: string, productId: string, options: { timeoutMs?: number } = {}) {
  const created = await http<{ orderId: string; orderNo: string }>(baseUrl, 'POST', 'web/domestic/order/createOrder', {
    token,
    body: { productId, containers: [{ cntrType: '20GP', quantity: 1 }] },
    ...options,
  });
  if (created.body.code !== 0) return { created, submitted: undefined };
  const submitted = await http<{ orderId: string; status: string; totalFen: number }>(baseUrl, 'POST', 'web/domestic/order/bookingInfo', {
    token,
    body: { orderId: created.body.data.orderId, ...BOOKING_FORM },
    ...options,
  });
  return { created, submitted };
}
