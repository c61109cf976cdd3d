import pg from 'pg';

/** The one channel the database's change triggers notify on (migration 0007); payloads are `topic:id`. */
export const CHANGE_CHANNEL = 'coastbook_change';
const RECONNECT_DELAY_MS = 1_000;
/** How long closing waits for the database to answer the listener's goodbye before it closes the socket. */
const GOODBYE_WAIT_MS = 1_000;

/** The heartbeat's statement, named so that statement counts (testing/statements.ts) can leave it out. */
export const HEARTBEAT_QUERY = 'SELECT 1 AS change_feed_heartbeat';

export interface ChangeFeedOptions {
  /** How often the dedicated listener's connection is asked a `SELECT 1`. */
  heartbeatMs?: number;
  /** An answer later than this counts the connection as lost. */
  heartbeatTimeoutMs?: number;
}

type Listener = (id: string) => void;

/**
 * Row changes announced by PostgreSQL (LISTEN/NOTIFY), for in-process caches that must not outlive the
 * rows they copy — on this instance and on every other instance of the same database.
 *
 * Two ways in, for two guarantees:
 * - every pooled connection LISTENs too. PostgreSQL hands a session its own notifications before the
 *   COMMIT's answer, so a change this instance writes has reached its caches by the time the writing
 *   call continues: a logout here refuses the token here on the very next request. Each passes on its
 *   own session's notifications only (the copies of other sessions' are the listener's to count).
 * - a dedicated connection hears the other instances' changes, within the few milliseconds PostgreSQL
 *   takes to deliver them; it leaves out the pool's own sessions, so each change counts once. While it is
 *   down (database restart), nothing is missed silently: `live` is false, caches are emptied and stop
 *   keeping entries until it is back.
 *
 * The listener only receives, so a connection that died without a word (a firewall or NAT between the server
 * and the database dropping it after some idle minutes, a database host gone without a reset) looked alive
 * for as long as the process ran: no error, no notification, `live` still true, and this instance's caches
 * kept serving what the others had changed — a token logged out on another instance still accepted here. A
 * heartbeat asks the connection a `SELECT 1` every `heartbeatMs` (10 s); no answer within `heartbeatTimeoutMs`
 * (5 s) counts as lost, as above.
 */
export class ChangeFeed {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly resetListeners = new Set<() => void>();
  private readonly heardClients = new WeakSet<pg.ClientBase>();
  /** Backend process ids of the pool's connections: their changes are heard on the writing connection itself. */
  private readonly poolBackends = new Set<number>();
  private listener: pg.Client | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private closed = false;
  private isLive = false;
  /** Notifications heard per topic; with `resetCount`, what `generationOf` adds up. */
  private readonly changeCounts = new Map<string, number>();
  /** Grows with every reset and every emptied table (`all:`), which concern every topic. */
  private resetCount = 0;

  private readonly heartbeatMs: number;
  private readonly heartbeatTimeoutMs: number;
  private heartbeatTimer: NodeJS.Timeout | undefined;
  /** A heartbeat is waiting for its answer (the next one does not pile up behind it). */
  private checking = false;

  constructor(
    private readonly pool: pg.Pool,
    options: ChangeFeedOptions = {},
  ) {
    this.heartbeatMs = options.heartbeatMs ?? 10_000;
    this.heartbeatTimeoutMs = options.heartbeatTimeoutMs ?? 5_000;
    // The pool's connections LISTEN as they connect (platform/db/client.ts); 'acquire' fires before the
    // caller gets one, which is where this feed starts hearing it.
    pool.on('acquire', this.hearClient);
    pool.on('remove', this.forgetClient);
  }

  /** Connects the dedicated listener; resolves once it listens (or failed once and retries in the background). */
  async start(): Promise<void> {
    await this.connectListener();
  }

  get live(): boolean {
    return this.isLive && !this.closed;
  }

  /**
   * Grows with every notification of one of `topics` and every reset. A cache keeps a loaded value only if
   * its topics' generation did not move meanwhile; changes of other topics (an order written while the
   * sailing search computes) do not concern it, and under booking load they arrive all the time.
   */
  generationOf(topics: readonly string[]): number {
    let generation = this.resetCount;
    for (const topic of topics) generation += this.changeCounts.get(topic) ?? 0;
    return generation;
  }

  subscribe(topic: string, listener: Listener): void {
    const set = this.listeners.get(topic) ?? new Set();
    set.add(listener);
    this.listeners.set(topic, set);
  }

  /** Called when notifications may have been missed (listener lost): drop everything. */
  onReset(listener: () => void): void {
    this.resetListeners.add(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.isLive = false;
    this.pool.off('acquire', this.hearClient);
    this.pool.off('remove', this.forgetClient);
    clearTimeout(this.reconnectTimer);
    clearInterval(this.heartbeatTimer);
    const listener = this.listener;
    this.listener = undefined;
    if (!listener) return;
    // end() says goodbye and waits for the database to close its side, which one gone silent never does: the
    // server's shutdown waited on it for as long as TCP kept the connection. A second is plenty for a live one.
    const unanswered = setTimeout(() => destroySocketOf(listener), GOODBYE_WAIT_MS);
    await listener.end().catch(() => undefined);
    clearTimeout(unanswered);
  }

  private readonly hearClient = (client: pg.PoolClient) => {
    if (this.heardClients.has(client)) return;
    this.heardClients.add(client);
    const backend = backendOf(client);
    if (backend === undefined) {
      client.on('notification', this.dispatch);
      return;
    }
    this.poolBackends.add(backend);
    // PostgreSQL hands every listening session its own copy of each notification: counted on each of the
    // pool's connections and on the listener, one booking moved the stock's generation twenty-odd times, the
    // copies arriving over some milliseconds, so a kept search re-read its stock for changes it had already
    // seen. A pooled connection passes on its own session's changes only; the listener, everyone else's.
    client.on('notification', (message) => {
      if (message.processId === backend) this.dispatch(message);
    });
  };

  private readonly forgetClient = (client: pg.PoolClient) => {
    const backend = backendOf(client);
    if (backend !== undefined) this.poolBackends.delete(backend);
  };

  private readonly dispatch = (message: pg.Notification) => {
    if (message.channel !== CHANGE_CHANNEL || !message.payload) return;
    const separator = message.payload.indexOf(':');
    if (separator < 0) return;
    const topic = message.payload.slice(0, separator);
    // `all:<table>`: a whole table was emptied (TRUNCATE); no id to go by.
    if (topic === 'all') {
      this.resetCount += 1;
      return this.clearCaches();
    }
    this.changeCounts.set(topic, (this.changeCounts.get(topic) ?? 0) + 1);
    const listeners = this.listeners.get(topic);
    if (!listeners) return;
    const id = message.payload.slice(separator + 1);
    for (const listener of listeners) listener(id);
  };

  private reset(): void {
    this.isLive = false;
    this.resetCount += 1;
    this.clearCaches();
  }

  private clearCaches(): void {
    for (const listener of this.resetListeners) listener();
  }

  private async connectListener(): Promise<void> {
    if (this.closed) return;
    // The pool's client class (platform/db/client.ts) gives up connecting after a few seconds.
    const ClientClass = (this.pool.options as { Client?: typeof pg.Client }).Client ?? pg.Client;
    const client = new ClientClass({ ...this.pool.options, application_name: 'coastbook-change-feed' });
    const lost = () => this.dropListener(client);
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => {
      if (!this.poolBackends.has(message.processId)) this.dispatch(message);
    });
    try {
      this.listener = client;
      await client.connect();
      await client.query(`LISTEN ${CHANGE_CHANNEL}`);
      if (this.listener !== client || this.closed) return;
      // Whatever changed while nobody listened is unknown: start from empty caches.
      this.reset();
      this.isLive = true;
      clearInterval(this.heartbeatTimer);
      this.heartbeatTimer = setInterval(() => void this.checkListener(client), this.heartbeatMs);
      this.heartbeatTimer.unref();
    } catch {
      lost();
    }
  }

  /** The heartbeat: the listener's connection answers a `SELECT 1` in time, or it is dropped as lost. */
  private async checkListener(client: pg.Client): Promise<void> {
    if (this.listener !== client || this.checking) return;
    this.checking = true;
    let timer: NodeJS.Timeout | undefined;
    const answered = await Promise.race([
      client.query(HEARTBEAT_QUERY).then(
        () => true,
        () => false,
      ),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), this.heartbeatTimeoutMs))),
    ]);
    clearTimeout(timer);
    this.checking = false;
    if (!answered) this.dropListener(client);
  }

  private dropListener(client: pg.Client): void {
    if (this.listener !== client) return;
    this.listener = undefined;
    clearInterval(this.heartbeatTimer);
    this.reset();
    client.end().catch(() => undefined);
    // end() says goodbye and waits for the server, which a dead connection never answers: the socket would stay
    // open until TCP gave up on it (~15 minutes on Linux).
    destroySocketOf(client);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      void this.connectListener();
    }, RECONNECT_DELAY_MS);
    this.reconnectTimer.unref();
  }
}

/** The database's process id serving a connected client (pg keeps it from the connection's start-up). */
function backendOf(client: pg.ClientBase): number | undefined {
  return (client as unknown as { processID?: number | null }).processID ?? undefined;
}

/** Closes a client's socket without the goodbye: pg then ends the client ('end'), answered or not. */
function destroySocketOf(client: pg.Client): void {
  (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
}
