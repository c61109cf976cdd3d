import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './platform/config';
import { connectDatabase, sessionTimeoutsOf } from './platform/db/client';
import { startEmbeddedPostgres, type ClusterEvent, type EmbeddedDatabase } from './platform/db/embedded-postgres';
import { runMigrations } from './platform/db/migrate';
import { StartRefusal } from './platform/start-refusal';
import { tuneV8ForServing } from './platform/v8-tuning';
import { seedIfEmpty, storeSeedDocuments } from '../seed';
import { startOrderTimeoutJob } from './modules/order';
import { startRetentionJob } from './platform/retention';
import { RETENTION_RULES } from './retention-rules';

/**
 * Start-up order: V8 tuning → configuration → database (embedded unless DATABASE_URL) → migrations → demo data
 * when the database is empty → HTTP. Stops in reverse order on Ctrl-C / SIGTERM.
 */
async function main(): Promise<void> {
  tuneV8ForServing();
  const config = loadConfig();
  const say = (message: string) => process.stdout.write(`[coastbook] ${message}\n`);

  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    const dataDir = path.join(config.DATA_DIR, 'pg');
    say(`starting embedded PostgreSQL (data in ${dataDir})`);
    embedded = await startEmbeddedPostgres({ dataDir, onLog: config.LOG_LEVEL === 'debug' ? say : undefined, onClusterEvent: (event) => say(describeClusterEvent(event)) });
    databaseUrl = await ensureDatabase(embedded, 'coastbook');
  }

  const database = connectDatabase({ url: databaseUrl, poolSize: config.DB_POOL_SIZE, timeouts: sessionTimeoutsOf(config) });
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    embedded?.stopKeeping();
    say(`${signal} received, shutting down`);
    await closeWithinGrace(app, config.SHUTDOWN_GRACE_MS, say);
    await database.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    process.exit(0);
  };
  // embedded-postgres hooks these signals when it is imported (async-exit-hook): its handler stops every embedded
  // cluster at once and exits with 128 + the signal. A SIGTERM cut off the calls being served (and stopped the
  // embedded database under them) before the shutdown above could finish them. Now the shutdown above is the only one.
  for (const signal of SHUTDOWN_SIGNALS) {
    process.removeAllListeners(signal);
    process.on(signal, () => void shutdown(signal));
  }

  try {
    say((await prepareDatabase(databaseUrl)) ? 'empty database: demo data loaded' : 'existing data kept');
    app = await buildApp({ config, database });
    // The seeded requests' papers go into the file store the app uses (local folder or bucket). A store that
    // is down at start does not keep the portal from starting: those two files answer 503 until the next start.
    const started = app;
    await storeSeedDocuments(database.db, started.fileStorage).catch((error: unknown) => started.log.warn({ err: error }, 'seeded documents not written to the file store'));
    // Payment timeout: S orders past their deadline are cancelled every minute (safe with several instances).
    const orderTimeoutJob = startOrderTimeoutJob({ db: database.db, log: app.log });
    app.addHook('onClose', async () => orderTimeoutJob.stop());
    // Expired sessions, codes, tickets and idempotency keys are deleted hourly (each area's retention rules).
    const retentionJob = startRetentionJob({ db: database.db, rules: RETENTION_RULES, log: app.log });
    app.addHook('onClose', async () => retentionJob.stop());
    await app.listen({ port: config.PORT, host: config.HOST }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EADDRINUSE') throw error;
      throw new StartRefusal(`port ${config.PORT} is in use on ${config.HOST}: is CoastBook already running? Stop it, or start this one with another PORT.`, { cause: error });
    });
    const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
    say(`CoastBook is running at http://${shownHost}:${config.PORT}  (API docs: /api/docs)`);
  } catch (error) {
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    throw error;
  }
}

const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
const IDLE_REAP_INTERVAL_MS = 100;

/**
 * Stops taking connections and lets the calls in flight finish (Fastify's close); connections still open after
 * `graceMs` (a client trickling an upload, a call waiting on the database) are closed, so the process stops
 * before an orchestrator's kill instead of being killed halfway through everything.
 */
async function closeWithinGrace(app: Awaited<ReturnType<typeof buildApp>> | undefined, graceMs: number, say: (message: string) => void): Promise<void> {
  if (!app) return;
  const started = app;
  // Fastify's close waits for every connection to end, and one whose call has just been answered stays open for
  // the next (keep-alive, 72 s): each is closed as soon as it is idle.
  const reapIdle = setInterval(() => started.server.closeIdleConnections(), IDLE_REAP_INTERVAL_MS);
  const overdue = setTimeout(() => {
    say(`calls still open after ${graceMs} ms: closing their connections`);
    started.server.closeAllConnections();
  }, graceMs);
  try {
    await started.close();
  } catch {
    // Shutting down anyway: what failed to close goes with the process.
  } finally {
    clearInterval(reapIdle);
    clearTimeout(overdue);
  }
}

/**
 * Migrates the database and seeds it when empty, on a connection of its own without the serving pool's
 * timeouts: building an index or loading the demo data may rightly take longer than any call should.
 * True when it was empty.
 */
async function prepareDatabase(url: string): Promise<boolean> {
  const maintenance = connectDatabase({ url, poolSize: 1 });
  try {
    await runMigrations(maintenance.pool);
    return await seedIfEmpty(maintenance.db);
  } finally {
    await maintenance.close();
  }
}

/** The operator's line when the embedded PostgreSQL stopped by itself, and how starting it again went. */
function describeClusterEvent(event: ClusterEvent): string {
  switch (event.kind) {
    case 'stopped':
      return `embedded PostgreSQL stopped unexpectedly (${event.signal ? `signal ${event.signal}` : `exit code ${event.exitCode}`}); calls answer 503 until it is back; starting it again`;
    case 'restart-failed':
      return `embedded PostgreSQL did not start again (attempt ${event.attempt}); trying again in ${event.retryInSeconds} s`;
    case 'restarted':
      return `embedded PostgreSQL is running again (attempt ${event.attempt}); service resumes`;
    case 'stale-lock-removed':
      return `removed the database folder's postmaster.pid, left by a server that is gone: its process ${event.pid} is now "${event.program}", not PostgreSQL`;
  }
}

/** Creates the application database inside the embedded cluster on first start. */
async function ensureDatabase(embedded: EmbeddedDatabase, name: string): Promise<string> {
  const admin = connectDatabase({ url: embedded.adminUrl, poolSize: 1 });
  try {
    const found = await admin.pool.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await admin.pool.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.close();
  }
  return embedded.urlFor(name);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else if (error instanceof StartRefusal) {
    process.stderr.write(`[coastbook] cannot start: ${error.message}\n`);
  } else {
    process.stderr.write(`[coastbook] failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    if (error instanceof Error && error.cause) process.stderr.write(`  cause: ${String(error.cause)}\n`);
  }
  process.exit(1);
});
