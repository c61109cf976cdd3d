import crypto from 'node:crypto';
import type { BookableOffer } from './bench-data';
import { fixed, markdownTable, percentile } from './table';

/**
 * Booking throughput: N virtual shippers, each looping search → createOrder → bookingInfo (submit) →
 * orderPayReq (prepaid account, payment password RSA-OAEP-SHA256-encrypted with the server's public
 * key, as the web does) until the time is up. Every call must answer code 0.
 */

export const STEPS = ['search', 'createOrder', 'bookingInfo', 'orderPayReq'] as const;
type Step = (typeof STEPS)[number];

export interface BookingResult {
  shippers: number;
  seconds: number;
  orders: number;
  latencies: Record<Step, number[]>;
  failures: Record<Step, number>;
  firstFailure?: string;
}

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

const PAY_PASSWORD = '135790';

async function call<T>(baseUrl: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; envelope: Envelope<T> }> {
  const response = await fetch(`${baseUrl}/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: response.status, envelope: (await response.json()) as Envelope<T> };
}

export function encryptCredential(publicKeyPem: string, plain: string): string {
  return crypto.publicEncrypt({ key: publicKeyPem, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(plain, 'utf8')).toString('base64');
}

export async function publicKeyOf(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/publicKey`);
  return ((await response.json()) as Envelope<{ publicKey: string }>).data.publicKey;
}

/** The password grant, like the login page: returns the token answer (access_token, refresh_token, expires_in, user_id…). */
export async function login(baseUrl: string, publicKey: string, username: string, password: string): Promise<Record<string, unknown> & { access_token: string; user_id: string }> {
  const response = await fetch(`${baseUrl}/api/auth/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', scope: 'server', username, password: encryptCredential(publicKey, password) }).toString(),
  });
  const envelope = (await response.json()) as Envelope<Record<string, unknown> & { access_token: string; user_id: string }>;
  if (envelope.code !== 0) throw new Error(`login ${username}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

const BOOKING_FORM = {
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

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export async function runBooking(options: { baseUrl: string; shippers: string[]; password: string; offers: BookableOffer[]; seconds: number }): Promise<BookingResult> {
  const { baseUrl, offers } = options;
  if (offers.length === 0) throw new Error('bench: no bookable offer for the booking run');
  const publicKey = await publicKeyOf(baseUrl);
  const tokens = [];
  for (const logonId of options.shippers) tokens.push((await login(baseUrl, publicKey, logonId, options.password)).access_token);

  const result: BookingResult = {
    shippers: options.shippers.length,
    seconds: options.seconds,
    orders: 0,
    latencies: { search: [], createOrder: [], bookingInfo: [], orderPayReq: [] },
    failures: { search: 0, createOrder: 0, bookingInfo: 0, orderPayReq: 0 },
  };
  const offerIds = new Set(offers.map((offer) => offer.productId));

  /** Runs one step; answers its data, or undefined after counting a failure. */
  async function step<T>(name: Step, path: string, body: unknown, headers: Record<string, string>): Promise<T | undefined> {
    const startedAt = performance.now();
    try {
      const { status, envelope } = await call<T>(baseUrl, path, body, headers);
      result.latencies[name].push(performance.now() - startedAt);
      if (status === 200 && envelope.code === 0) return envelope.data;
      result.firstFailure ??= `${name}: HTTP ${status} code ${envelope.code} ${envelope.msg}`;
    } catch (error) {
      result.firstFailure ??= `${name}: ${String(error)}`;
    }
    result.failures[name] += 1;
    return undefined;
  }

  const startedAt = Date.now();
  const deadline = startedAt + options.seconds * 1000;
  await Promise.all(
    tokens.map(async (token, shipper) => {
      const auth = { authorization: `bearer ${token}` };
      for (let round = 0; Date.now() < deadline; round += 1) {
        const wanted = offers[(shipper + round * tokens.length) % offers.length]!;
        const page = await step<{ records: Array<{ productId: string }> }>(
          'search',
          'web/product/search',
          { fpolCde: wanted.fpolCde, lpodCde: wanted.lpodCde, etdStart: wanted.etdDay, etdEnd: addDays(wanted.etdDay, 7), searchProductType: 0, sortBy: 'etd', sortOrder: 'asc', current: 1, size: 20 },
          auth,
        );
        if (!page) continue;
        // What a shipper clicks: the wanted sailing if listed, else the first bookable one of the page.
        const productId = page.records.find((record) => record.productId === wanted.productId)?.productId ?? page.records.find((record) => offerIds.has(record.productId))?.productId ?? wanted.productId;
        const created = await step<{ orderId: string }>('createOrder', 'web/domestic/order/createOrder', { productId, containers: [{ cntrType: '20GP', quantity: 1 }] }, auth);
        if (!created) continue;
        const submitted = await step<{ status: string }>('bookingInfo', 'web/domestic/order/bookingInfo', { orderId: created.orderId, ...BOOKING_FORM }, auth);
        if (!submitted) continue;
        const paid = await step<{ status: string }>(
          'orderPayReq',
          'web/domestic/order/payment/orderPayReq',
          { orderId: created.orderId, channel: 'ACCOUNTSTORE', payPassword: encryptCredential(publicKey, PAY_PASSWORD), agreementTicked: true },
          { ...auth, 'idempotency-key': crypto.randomUUID() },
        );
        if (paid?.status === 'PAID') result.orders += 1;
      }
    }),
  );
  result.seconds = (Date.now() - startedAt) / 1000;
  return result;
}

export function bookingTable(result: BookingResult): string {
  return markdownTable(
    ['step', 'calls', 'failures', 'p50 ms', 'p99 ms'],
    STEPS.map((name) => [name, result.latencies[name].length, result.failures[name], fixed(percentile(result.latencies[name], 50)), fixed(percentile(result.latencies[name], 99))]),
  );
}
