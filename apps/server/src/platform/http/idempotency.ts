import crypto from 'node:crypto';
import { AppError, fieldRefusalWords } from '@coastbook/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, DbOrTx, Tx } from '../db/client';
import { ok, type Envelope } from './envelope';
import { idempotencyKey } from './idempotency.tables';

/** The header every money-moving call needs (a fresh random value per user action). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY_PATTERN = /^[\x21-\x7e]{8,100}$/;

/** The key of a request, or 400 naming the header when it is missing or malformed. */
export function readIdempotencyKey(request: Pick<FastifyRequest, 'headers'>): string {
  const raw = request.headers['idempotency-key'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value) {
    throw new AppError('BAD_REQUEST', {
      msg: fieldRefusalWords(IDEMPOTENCY_HEADER, { zh: `缺少幂等键请求头 ${IDEMPOTENCY_HEADER}`, en: `The ${IDEMPOTENCY_HEADER} header is missing` }),
      field: IDEMPOTENCY_HEADER,
    });
  }
  if (!KEY_PATTERN.test(value)) {
    throw new AppError('BAD_REQUEST', {
      msg: fieldRefusalWords(IDEMPOTENCY_HEADER, { zh: '幂等键须为8到100个可见ASCII字符', en: 'The idempotency key must be 8 to 100 visible ASCII characters' }),
      field: IDEMPOTENCY_HEADER,
    });
  }
  return value;
}

/** JSON with object keys sorted, so the same body always hashes the same. */
function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
}

/**
 * Fields a key's hash leaves out. The payment password travels RSA-OAEP encrypted, a fresh ciphertext on every
 * try: a shopper whose payment went through but whose answer was lost types the password again and presses pay
 * with the same key, and that retry must replay the payment, not be refused as another request. A key stands for
 * what is done, not for the credential that unlocked it; a replay goes to the caller who made the key, and the
 * password is checked whenever the work is actually done.
 */
const CREDENTIAL_FIELDS = new Set(['payPassword']);

export function requestHashOf(scope: string, body: unknown): string {
  const action =
    body !== null && typeof body === 'object' && !Array.isArray(body)
      ? Object.fromEntries(Object.entries(body as Record<string, unknown>).filter(([name]) => !CREDENTIAL_FIELDS.has(name)))
      : body;
  return crypto.createHash('sha256').update(`${scope}\n${canonicalJson(action)}`).digest('hex');
}

type KeyRow = typeof idempotencyKey.$inferSelect;

async function findKeyRow(db: DbOrTx, caller: string, key: string): Promise<KeyRow | undefined> {
  const [row] = await db.select().from(idempotencyKey).where(and(eq(idempotencyKey.caller, caller), eq(idempotencyKey.key, key)));
  return row;
}

/** The stored answer of a committed key, or 422 when the key was used for another call or body. */
function replayOf<T>(row: KeyRow, scope: string, requestHash: string, reply: FastifyReply | undefined): Envelope<T> {
  if (row.scope !== scope || row.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  reply?.header('idempotent-replayed', 'true');
  return row.response as Envelope<T>;
}

/**
 * Runs a money-moving call once per Idempotency-Key (ARCHITECTURE.md "Money"):
 * - a key already committed answers its stored envelope (same call and body) or 422 (anything else);
 * - otherwise `beforeWork` runs (checks whose own writes must stay even when the call is refused, such as
 *   counting a wrong payment password), then one transaction inserts the key with ON CONFLICT DO NOTHING
 *   and does the work. A concurrent request with the same key blocks on that insert until the first
 *   commits and then answers the first's envelope; if the first rolled back (a refusal), it does the work itself.
 * Refusals (thrown AppErrors) roll everything back and are not stored: the same key may be retried.
 */
export async function withIdempotency<T>(
  options: {
    db: Db;
    request: Pick<FastifyRequest, 'headers'>;
    reply?: FastifyReply;
    /** Which call, e.g. 'payment.orderPayReq'. */
    scope: string;
    /** Whose key: a user id, or 'operator:<id>'. */
    caller: string;
    /** The validated body the hash covers. */
    body: unknown;
    beforeWork?: () => Promise<void>;
  },
  work: (tx: Tx, key: string) => Promise<T>,
): Promise<Envelope<T>> {
  const { db, request, reply, scope, caller, body, beforeWork } = options;
  const key = readIdempotencyKey(request);
  const requestHash = requestHashOf(scope, body);

  const committed = await findKeyRow(db, caller, key);
  if (committed) return replayOf<T>(committed, scope, requestHash, reply);
  if (beforeWork) await beforeWork();

  return db.transaction(async (tx) => {
    const inserted = await tx.insert(idempotencyKey).values({ caller, key, scope, requestHash }).onConflictDoNothing().returning({ key: idempotencyKey.key });
    if (inserted.length === 0) {
      // Another request with this key committed while we waited on the unique key: answer its envelope.
      const row = await findKeyRow(tx, caller, key);
      if (!row) throw new AppError('BUSINESS_RULE', { msg: { zh: '请求正在处理中，请稍后查询结果', en: 'The request is still being processed, please check the result later' } });
      return replayOf<T>(row, scope, requestHash, reply);
    }
    const envelope = ok(await work(tx, key));
    // Stored as JSON, exactly what a replay answers.
    const stored = JSON.parse(JSON.stringify(envelope)) as Envelope<T>;
    await tx.update(idempotencyKey).set({ statusCode: 200, response: stored }).where(and(eq(idempotencyKey.caller, caller), eq(idempotencyKey.key, key)));
    return stored;
  });
}

/**
 * For calls that take a key when the client sends one (an order's submission and cancellation, an operator's
 * decision): the runner that does the work under withIdempotency and answers its data, to pass as the service's
 * transaction; undefined without the header, when the call runs in its own transaction as before. The key and
 * the body still decide a replay exactly as in withIdempotency.
 */
export function optionalIdempotency(options: { db: Db; request: Pick<FastifyRequest, 'headers'>; reply?: FastifyReply; scope: string; caller: string; body: unknown }) {
  if (!options.request.headers['idempotency-key']) return undefined;
  return <T>(work: (tx: Tx, key: string) => Promise<T>, beforeWork?: () => Promise<void>): Promise<T> =>
    withIdempotency<T>({ ...options, ...(beforeWork ? { beforeWork } : {}) }, work).then((envelope) => envelope.data);
}
