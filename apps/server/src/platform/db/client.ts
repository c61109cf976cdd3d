import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { CHANGE_CHANNEL } from './change-feed';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = NodePgDatabase<Schema>;
/** The handle a service gets inside `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Services accept either, so the caller decides the transaction boundary. */
export type DbOrTx = Db | Tx;
/** Runs work in a transaction: `(work) => db.transaction(work)`, or withIdempotency's when the client sent a key. */
export type TransactionRunner<T> = (work: (tx: Tx) => Promise<T>) => Promise<T>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

// int8 (bigint) columns hold fen amounts and counts well inside 2^53; read them as numbers, not strings.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Opening a connection gives up after 3 s: a database that does not answer gives a quick 503. */
const CONNECT_TIMEOUT_MS = 3_000;
/**
 * Waiting for a free pooled connection may last longer: a burst of requests queued behind a busy pool
 * (500 bookings at once on a pool of 20) is load, not an outage, and must not answer 503.
 */
const POOL_WAIT_TIMEOUT_MS = 30_000;

/**
 * How long past the statement timeout a query may go without an answer before its connection is given up.
 * A live PostgreSQL answers every statement by the statement timeout (it cancels it then); silence beyond
 * that means the database's host or the network to it went away without a word (a failover to another
 * address, a firewall that forgot the connection): no error arrives, and TCP would retransmit for ~15
 * minutes while the call and its pooled connection waited.
 */
const ANSWER_GRACE_MS = 5_000;

interface PooledClientConfig extends pg.ClientConfig {
  /** Drop the connection when a query has no answer after this long (0 = wait as long as TCP does). */
  answerDeadlineMs?: number;
}

class FastConnectClient extends pg.Client {
  constructor(config: PooledClientConfig = {}) {
    const { answerDeadlineMs = 0, ...clientConfig } = config;
    super({ ...clientConfig, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    // A checked-out client between two queries (inside a transaction) that loses its connection emits
    // 'error' with no listener, which would end the process. Its next query fails (→ 503) and the pool
    // drops it on release, as it is no longer queryable.
    this.on('error', () => undefined);
    if (answerDeadlineMs > 0) this.dropConnectionWhenSilent(answerDeadlineMs);
  }

  /**
   * Each query gets a deadline, in both forms pg offers: a promise (the services' transactions) or a callback
   * (pg-pool's own `pool.query`, which drizzle uses outside transactions). When it passes, the socket is
   * destroyed: pg fails the waiting query with ETIMEDOUT (→ 503, isDatabaseUnavailableError) and the pool
   * discards the client on release. pg's own query_timeout does not do this: it fails the call but returns
   * the connection to the pool with the query still pending on it.
   */
  private dropConnectionWhenSilent(deadlineMs: number): void {
    // pg's query, looked up at each call: what is on the prototype then (tests count statements by wrapping it).
    const query = (...args: unknown[]) => (pg.Client.prototype.query as (...a: unknown[]) => unknown).apply(this, args);
    const armDeadline = () => {
      const timer = setTimeout(() => {
        const silence = Object.assign(new Error(`PostgreSQL gave no answer within ${deadlineMs} ms: connection dropped`), { code: 'ETIMEDOUT' });
        (this as unknown as { connection: { stream: { destroy(error: Error): void } } }).connection.stream.destroy(silence);
      }, deadlineMs);
      return () => clearTimeout(timer);
    };
    this.query = ((...args: unknown[]) => {
      const callback = args.at(-1);
      if (typeof callback === 'function') {
        const answered = armDeadline();
        return query(...args.slice(0, -1), (...results: unknown[]) => {
          answered();
          return callback(...results);
        });
      }
      const result = query(...args);
      if (result instanceof Promise) {
        const answered = armDeadline();
        result.then(answered, answered);
      }
      return result;
    }) as typeof this.query;
  }

  /**
   * Every pooled connection listens to the change channel from the start, so a change this process
   * writes is announced on the writing connection itself before its COMMIT answers (ChangeFeed).
   */
  override connect(): Promise<pg.Client>;
  override connect(callback: (error: Error) => void): void;
  override connect(callback?: (error: Error) => void): Promise<pg.Client> | void {
    const listening = super.connect().then(async () => {
      await this.query(`LISTEN ${CHANGE_CHANNEL}`);
      return this as pg.Client;
    });
    if (!callback) return listening;
    listening.then(
      () => callback(undefined as unknown as Error),
      (error: Error) => callback(error),
    );
  }
}

/**
 * What PostgreSQL allows each of the serving pool's sessions (config DB_*_TIMEOUT_MS; 0 = no limit). Without
 * them one table locked by hand, or a row lock held by a server process that froze mid-transaction, kept every
 * call that needed it waiting for as long as the lock stayed: the browser gave up after 30 s while the server
 * went on waiting, each waiting call holding one of the pool's connections until the pool had none left.
 * Now the statement is cancelled, the call answers 503 (isDatabaseBusyError) and its connection goes back.
 */
export interface SessionTimeouts {
  /** Longest one statement may run (statement_timeout). */
  statementMs: number;
  /** Longest a statement waits for a lock (lock_timeout). */
  lockMs: number;
  /** A transaction idle this long is ended by the server and its locks released (idle_in_transaction_session_timeout). */
  idleInTransactionMs: number;
}

/** The serving pool's limits as configured. */
export const sessionTimeoutsOf = (config: { DB_STATEMENT_TIMEOUT_MS: number; DB_LOCK_TIMEOUT_MS: number; DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: number }): SessionTimeouts => ({
  statementMs: config.DB_STATEMENT_TIMEOUT_MS,
  lockMs: config.DB_LOCK_TIMEOUT_MS,
  idleInTransactionMs: config.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
});

/**
 * A pool on the database. `timeouts` are sent with each connection's start-up message (no extra round
 * trip); without them the sessions have PostgreSQL's defaults (no limits), which is what migrations and the
 * first seeding get, since an index build or a bulk insert may rightly take longer than any call should.
 */
export function connectDatabase(options: { url: string; poolSize: number; timeouts?: SessionTimeouts; answerGraceMs?: number }): Database {
  const { timeouts, answerGraceMs = ANSWER_GRACE_MS } = options;
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize,
    ...(timeouts
      ? { statement_timeout: timeouts.statementMs, lock_timeout: timeouts.lockMs, idle_in_transaction_session_timeout: timeouts.idleInTransactionMs }
      : {}),
    // Without a statement timeout there is no answer to expect by any time: no deadline then.
    ...(timeouts && timeouts.statementMs > 0 ? ({ answerDeadlineMs: timeouts.statementMs + answerGraceMs } satisfies PooledClientConfig) : {}),
    // pg-pool uses connectionTimeoutMillis for the queue wait; the client's own connect timeout stays 3 s.
    Client: FastConnectClient as unknown as new () => pg.ClientBase,
    connectionTimeoutMillis: POOL_WAIT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  let closing: Promise<void> | undefined;
  return { db, pool, close: () => (closing ??= pool.end()) };
}

/**
 * SQLSTATE of a statement PostgreSQL gave up on while the database itself is fine: 57014 cancelled (the
 * statement timeout, or an administrator's pg_cancel_backend), 55P03 a lock not granted within the lock
 * timeout, 40P01 chosen as a deadlock's victim. Everything the statement's transaction did is rolled back, so
 * the call may be retried as it is: 503, like an outage, not a 500.
 */
const BUSY_CODES = new Set(['57014', '55P03', '40P01']);

/** An error and its causes, nearest first (drizzle wraps the driver's error as its cause; pg wraps socket errors). */
function* causeChainOf(error: unknown): Generator<{ code?: unknown; constraint?: unknown; message?: unknown }> {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    yield current as { code?: unknown; constraint?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/**
 * The first string `code` in an error's cause chain: PostgreSQL's SQLSTATE of a failed query (drizzle wraps
 * the driver's error as its cause), or Node's own (ECONNREFUSED…).
 */
export function errorCodeOf(error: unknown): string | undefined {
  for (const candidate of causeChainOf(error)) if (typeof candidate.code === 'string') return candidate.code;
  return undefined;
}

/**
 * The constraint a PostgreSQL unique violation (23505) names, when that is what the error is: a service turns its
 * own constraints into refusals (a name taken by a call that committed while this one checked it). drizzle wraps
 * the driver's error, so the code and constraint are on the cause, not on the error caught.
 */
export function uniqueViolationOf(error: unknown): string | undefined {
  for (const candidate of causeChainOf(error)) {
    if (candidate.code === '23505' && typeof candidate.constraint === 'string') return candidate.constraint;
  }
  return undefined;
}

/** True when the database refused a statement for now (timeout, lock wait, deadlock): answer 503, retry later. */
export function isDatabaseBusyError(error: unknown): boolean {
  const code = errorCodeOf(error);
  return code !== undefined && BUSY_CODES.has(code);
}

const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);

/**
 * True when an error means "the database cannot be reached right now" (as opposed to a bug or a
 * constraint violation), so the API answers 503 and the client may retry.
 */
export function isDatabaseUnavailableError(error: unknown): boolean {
  for (const candidate of causeChainOf(error)) {
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    const message = typeof candidate.message === 'string' ? candidate.message : '';
    // SQLSTATE class 08 = connection exception; 57P01-57P03 = admin shutdown / crash shutdown / cannot connect now;
    // 25P03 = the session was ended for idling in a transaction (DB_IDLE_IN_TRANSACTION_TIMEOUT_MS); class 53 =
    // insufficient resources: too many connections (53300: more instances × DB_POOL_SIZE than max_connections),
    // disk full, out of memory.
    if (CONNECTION_ERROR_CODES.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code) || code === '25P03' || /^53[0-9A-Z]{3}$/.test(code)) return true;
    // 'timeout expired': pg's own connect timeout (CONNECT_TIMEOUT_MS) on a server that accepts but never answers.
    if (/Connection terminated|timeout exceeded when trying to connect|^timeout expired$|Client has encountered a connection error/i.test(message)) {
      return true;
    }
  }
  return false;
}
