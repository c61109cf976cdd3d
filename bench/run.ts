// `npm run bench`: the product's service levels measured on this machine and printed as Markdown tables
// (BENCHMARKS.md explains each target). Not part of `npm test`. Sections: load (autocannon against a bare
// Fastify ceiling and our routes), booking throughput, memory, page speed (Chromium).
//
// Environment (all optional):
//   BENCH_SECONDS (20)          measured seconds per load route, after a discarded warm-up round
//   BENCH_WARMUP_SECONDS (5)    warm-up seconds per load route
//   BENCH_CONNECTIONS (100)     autocannon connections
//   BENCH_ORDERS (2000)         orders seeded for demo_ent's order list
//   BENCH_SHIPPERS (20)         virtual shippers of the booking run
//   BENCH_BOOKING_SECONDS (20)  length of the booking run
//   BENCH_PAGE_RUNS (3)         loads per page (the median is kept)
//   BENCH_WEB_DIST (<tmp>/coastbook-bench-web/dist)  where the web app is built for the page-speed run
//                               (its render process beside it, in ../dist-server, as in apps/web)
//   BENCH_BUILD (1)             0 = reuse the build already in BENCH_WEB_DIST
//   BENCH_SHOTS (<tmp>/coastbook-bench-shots)  where the page-speed run saves a screenshot per page
//   BENCH_PROFILE (0)           1 = CPU-profile the server during load + booking and print where its time went
//   BENCH_PAIRED_ROUNDS (5)     pairs of short rounds (ceiling, route) for the routes with a share-of-ceiling target
//   BENCH_PAIRED_SECONDS (5)    measured seconds of each round of a pair, after a discarded 2 s warm-up
//   BENCH_ONLY                  comma list of sections to run: load,booking,memory,pages (default), starts
//   BENCH_STARTS (10)           starts of the server in the starts section (not run unless BENCH_ONLY names it)
//   BENCH_STARTS_SECONDS (5)    measured seconds of getUserInfo per start, after a discarded 3 s warm-up
//   BENCH_DOWNLOADS (10)        order-list Excel downloads started at once in the memory section (0 = none)
//   BENCH_DOCUMENT_CALLERS (5)  customers each downloading a ZIP of 20 booking confirmations at once, in the
//                               memory section, while a probe times other calls (0 = none)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
// The seeders the test cluster runs import route modules, whose types rely on the app's Fastify augmentation.
import type {} from '@coastbook/server/app';
import { createDatabaseFromTemplate, findFreePort, startTestCluster } from '@coastbook/server/testing';
import { findBookableOffers, raiseInventory, seedOrderHistory, seedShippers } from './bench-data';
import { bookingTable, login, publicKeyOf, runBooking, type BookingResult } from './booking';
import { confirmedOrderIds, runDocuments, type DocumentsResult } from './documents';
import { runDownloads, type DownloadsResult } from './downloads';
import { envelopeOk, loadTable, pairedShareTable, runLoad, runPairedShare, type LoadRow, type LoadTarget, type PairedShare } from './load';
import { initialJs, measurePages, pageTable, PAGE_TARGETS, type PageResult } from './page-speed';
import { FRESH_PAGES_PER_REQUEST, measureStarts, startsTable, type StartResult } from './starts';
import { childPidsOf, LOADED_SERVER_ENV, readProcessUsage, readRssMiB, ROOT, startCoastBookServer, startNodeProcess, summariseCpuProfile, type NodeProcess, type ProfileLine } from './processes';
import { fixed, kib, markdownTable, verdict } from './table';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SECONDS = env('BENCH_SECONDS', 20);
const WARM_UP_SECONDS = env('BENCH_WARMUP_SECONDS', 5);
const CONNECTIONS = env('BENCH_CONNECTIONS', 100);
const ORDERS = env('BENCH_ORDERS', 2000);
const SHIPPERS = env('BENCH_SHIPPERS', 20);
const BOOKING_SECONDS = env('BENCH_BOOKING_SECONDS', 20);
const PAGE_RUNS = env('BENCH_PAGE_RUNS', 3);
const PAIRED_ROUNDS = env('BENCH_PAIRED_ROUNDS', 5);
const PAIRED_SECONDS = env('BENCH_PAIRED_SECONDS', 5);
const PAIRED_WARM_UP_SECONDS = 2;
const STARTS = env('BENCH_STARTS', 10);
const STARTS_SECONDS = env('BENCH_STARTS_SECONDS', 5);
const STARTS_WARM_UP_SECONDS = 3;
const DOWNLOADS = env('BENCH_DOWNLOADS', 10);
const DOCUMENT_CALLERS = env('BENCH_DOCUMENT_CALLERS', 5);
const DOCUMENTS_PER_ZIP = 20;
const WEB_DIST = path.resolve(process.env.BENCH_WEB_DIST ?? path.join(os.tmpdir(), 'coastbook-bench-web', 'dist'));
const PROFILE = process.env.BENCH_PROFILE === '1';
const ONLY = new Set((process.env.BENCH_ONLY ?? 'load,booking,memory,pages').split(',').map((section) => section.trim()));
const DEMO_PASSWORD = 'Coast@2026';
/** After `npm start` is listening, wait this long before reading its idle memory. */
const IDLE_SETTLE_MS = 5_000;

const chinaDay = (offsetDays: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(Date.now() + offsetDays * 86_400_000));
const say = (message: string) => process.stdout.write(`[bench] ${message}\n`);

/** Builds the web app into a private folder (apps/web/dist is left alone: journeys read it). */
function buildWeb(): void {
  if (process.env.BENCH_BUILD === '0' && fs.existsSync(path.join(WEB_DIST, 'index.html'))) return;
  say(`building the web app into ${WEB_DIST}`);
  // The browser's build and the server's render process, as apps/web's "build" script makes them.
  const builds = [
    ['vite', 'build', '--outDir', WEB_DIST, '--emptyOutDir', '--logLevel', 'warn'],
    ['vite', 'build', '--ssr', 'src/server-render/render-process.ts', '--outDir', path.join(path.dirname(WEB_DIST), 'dist-server'), '--emptyOutDir', '--logLevel', 'warn'],
  ];
  for (const args of builds) {
    const result = spawnSync('npx', args, { cwd: path.join(ROOT, 'apps/web'), stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`web build failed: ${args.join(' ')}`);
  }
}

interface Report {
  load?: { rows: LoadRow[]; pairedShares: PairedShare[] };
  booking?: BookingResult;
  /** SQL statements of the whole booking run (the shippers' logins included) per paid order. */
  bookingStatements?: { perOrder: number; mostRun: Array<{ statement: string; perOrder: number }> };
  memory: { afterLoadMiB?: number; afterBookingMiB?: number; idleMiB?: number; renderProcessMiB?: number; downloads?: DownloadsResult; documents?: DocumentsResult };
  pages?: { results: PageResult[]; initial: ReturnType<typeof initialJs> };
  starts?: StartResult[];
  profile?: ProfileLine[];
}

async function main(): Promise<void> {
  const loadAtStart = os.loadavg();
  const startedAt = new Date();
  if (ONLY.has('pages')) buildWeb();

  say('starting PostgreSQL and the seeded template');
  const cluster = await startTestCluster({ settings: { shared_preload_libraries: 'pg_stat_statements' } });
  const benchDb = await createDatabaseFromTemplate(cluster.adminUrl, cluster.templateDatabase, 'bench');
  const cleanups: Array<() => Promise<unknown>> = [() => cluster.stop(), () => benchDb.drop()];
  const report: Report = { memory: {} };
  try {
    say(`seeding ${ORDERS} orders for demo_ent, ${SHIPPERS} shippers, inventory`);
    const pool = new pg.Pool({ connectionString: benchDb.url, max: 1 });
    const client = await pool.connect();
    let offers;
    let documentOrderIds: string[];
    try {
      await seedOrderHistory(client, ORDERS);
      await seedShippers(client, SHIPPERS);
      await raiseInventory(client);
      offers = await findBookableOffers(client);
      documentOrderIds = await confirmedOrderIds(client, DOCUMENTS_PER_ZIP);
    } finally {
      client.release();
      await pool.end();
    }
    // A second copy (same data) for the npm start-like idle server and the page-speed run.
    const idleDb = await createDatabaseFromTemplate(cluster.adminUrl, benchDb.name, 'bench_idle');
    cleanups.push(() => idleDb.drop());

    if (ONLY.has('load') || ONLY.has('booking')) {
      const port = await findFreePort();
      const profileDir = PROFILE ? fs.mkdtempSync(path.join(os.tmpdir(), 'coastbook-bench-profile-')) : undefined;
      const server = await startCoastBookServer({
        databaseUrl: benchDb.url,
        port,
        webDistDir: WEB_DIST,
        env: LOADED_SERVER_ENV,
        ...(profileDir ? { cpuProfileDir: profileDir } : {}),
      });
      try {
        const api = `${server.baseUrl}/api`;
        if (ONLY.has('load')) report.load = await loadSection(api, server, benchDb.url);
        report.memory.afterLoadMiB = server.rssMiB();
        if (ONLY.has('booking')) {
          say(`booking run: ${SHIPPERS} shippers for ${BOOKING_SECONDS} s`);
          const statements = await statementCounter(benchDb.url);
          try {
            const statementsBefore = await statements?.snapshot();
            report.booking = await runBooking({ baseUrl: server.baseUrl, shippers: Array.from({ length: SHIPPERS }, (_, index) => `bench_shipper_${index + 1}`), password: DEMO_PASSWORD, offers, seconds: BOOKING_SECONDS });
            const statementsAfter = await statements?.snapshot();
            if (statementsBefore && statementsAfter) report.bookingStatements = statementsPerOrder(statementsBefore, statementsAfter, report.booking.orders);
          } finally {
            await statements?.close();
          }
          report.memory.afterBookingMiB = server.rssMiB();
        }
        if (ONLY.has('memory') && (DOWNLOADS > 0 || DOCUMENT_CALLERS > 0)) {
          const token = (await login(server.baseUrl, await publicKeyOf(server.baseUrl), 'demo_ent', DEMO_PASSWORD)).access_token;
          if (DOWNLOADS > 0) {
            say(`${DOWNLOADS} order-list downloads at once`);
            report.memory.downloads = await runDownloads({ api, token, downloads: DOWNLOADS, rssMiB: () => server.rssMiB() });
          }
          if (DOCUMENT_CALLERS > 0) {
            say(`${DOCUMENT_CALLERS} ZIPs of ${documentOrderIds.length} booking confirmations at once`);
            report.memory.documents = await runDocuments({ api, token, callers: DOCUMENT_CALLERS, orderIds: documentOrderIds, rssMiB: () => server.rssMiB() });
          }
        }
      } finally {
        await server.stop();
      }
      if (profileDir) {
        const file = fs.readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
        if (file) report.profile = summariseCpuProfile(path.join(profileDir, file));
        say(`CPU profile kept in ${profileDir}`);
      }
    }

    if (ONLY.has('starts')) {
      say(`starting the server ${STARTS} times, getUserInfo on each`);
      report.starts = await measureStarts({
        databaseUrl: benchDb.url,
        webDistDir: WEB_DIST,
        starts: STARTS,
        connections: CONNECTIONS,
        warmUpSeconds: STARTS_WARM_UP_SECONDS,
        seconds: STARTS_SECONDS,
        password: DEMO_PASSWORD,
      });
    }

    if (ONLY.has('memory') || ONLY.has('pages')) {
      const port = await findFreePort();
      // As `npm start` runs it: development mode by default, the built web app served by the same process.
      const server = await startCoastBookServer({ databaseUrl: idleDb.url, port, webDistDir: WEB_DIST });
      try {
        await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS));
        report.memory.idleMiB = server.rssMiB();
        report.memory.renderProcessMiB = childPidsOf(server.pid, 'render-process.js').reduce((sum, pid) => sum + readRssMiB(pid), 0);
        if (ONLY.has('pages')) report.pages = await pagesSection(server);
      } finally {
        await server.stop();
      }
    }
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => say(`cleanup: ${String(error)}`));
  }
  printReport(report, { startedAt, loadAtStart, loadAtEnd: os.loadavg() });
}

interface StatementCounter {
  /** All statements so far. */
  count(): Promise<number>;
  /** Calls so far per statement (pg_stat_statements' normalised text), for what ran most between two snapshots. */
  snapshot(): Promise<Map<string, number>>;
  close(): Promise<void>;
}

/**
 * SQL statements the app ran against a database so far, from pg_stat_statements (BEGIN and COMMIT count as
 * statements; the counter's own reads are left out). Not pg_stat_database's transaction counts: a backend
 * reports those late (measured on the embedded PostgreSQL 18: 61 000 health checks showed up ~30 s after
 * the load, when the pool closed its idle connections), so they landed in a later route's row.
 * pg_stat_statements counts as each statement ends. Undefined when the server did not preload it (an
 * external TEST_DATABASE_URL).
 */
async function statementCounter(databaseUrl: string): Promise<StatementCounter | undefined> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('create extension if not exists pg_stat_statements');
    await client.query('select 1 from pg_stat_statements limit 1');
  } catch {
    await client.end();
    return undefined;
  }
  const snapshot = async () => {
    const { rows } = await client.query<{ query: string; calls: string }>(
      `select query, sum(calls) as calls from pg_stat_statements
        where dbid = (select oid from pg_database where datname = current_database()) and query not like '%pg_stat_statements%'
        group by query`,
    );
    return new Map(rows.map((row) => [row.query, Number(row.calls)]));
  };
  return {
    async count() {
      let total = 0;
      for (const calls of (await snapshot()).values()) total += calls;
      return total;
    },
    snapshot,
    close: () => client.end(),
  };
}

/** A statement in one line, its column lists elided: `select … from "user_account" where …`. */
function shortStatement(statement: string): string {
  return statement
    .replace(/\s+/g, ' ')
    .replace(/^select (?!exists)(.+?) from /, 'select … from ')
    .replace(/ returning .*$/, ' returning …')
    .slice(0, 120);
}

/** Statements per paid order between two snapshots: the total, and the ones run most often. */
function statementsPerOrder(before: Map<string, number>, after: Map<string, number>, orders: number): NonNullable<Report['bookingStatements']> {
  const perOrder = [...after].map(([statement, calls]) => ({ statement, perOrder: (calls - (before.get(statement) ?? 0)) / Math.max(orders, 1) }));
  return {
    perOrder: perOrder.reduce((sum, entry) => sum + entry.perOrder, 0),
    mostRun: perOrder
      .filter((entry) => entry.perOrder > 0)
      .sort((a, b) => b.perOrder - a.perOrder)
      .slice(0, 8)
      .map(({ statement, perOrder: count }) => ({ statement: shortStatement(statement), perOrder: count })),
  };
}

async function loadSection(api: string, server: NodeProcess, databaseUrl: string): Promise<NonNullable<Report['load']>> {
  const barePort = await findFreePort();
  const bare = await startNodeProcess({ args: ['--import', 'tsx', 'bench/bare-server.ts'], env: { PORT: String(barePort) }, port: barePort, readyPath: '/hello' });
  const options = { connections: CONNECTIONS, seconds: SECONDS, warmUpSeconds: WARM_UP_SECONDS };
  const ceilingTarget = (name: string): LoadTarget => ({ name, url: `${bare.baseUrl}/hello`, verifyBody: (body) => body === '{"hello":"world"}', isCeiling: true });
  // The ceiling is measured before and after the routes; the ratios use their mean, so a neighbour's load
  // that comes or goes during the run shows as a gap between the two rows instead of skewing silently.
  const ceiling = (name: string) => runLoad(ceilingTarget(name), { ...options, serverUsage: () => readProcessUsage(bare.pid) });
  const rows: LoadRow[] = [];
  const pairedShares: PairedShare[] = [];
  try {
    rows.push(await ceiling('bare Fastify hello-world (ceiling, before)'));
    const token = (await login(server.baseUrl, await publicKeyOf(server.baseUrl), 'demo_ent', DEMO_PASSWORD)).access_token;
    const routes = appRoutes(api, { authorization: `bearer ${token}` });
    // Each route with a share target gets a reference row: the bare server sending that route's answer.
    const references = new Map<LoadTarget, LoadTarget>();
    for (const [index, route] of routes.entries()) {
      if (route.minShareOfCeiling !== undefined) references.set(route, await answerReplayedByBare(route, `${bare.baseUrl}/answer/${index}`));
    }
    const statements = await statementCounter(databaseUrl);
    try {
      for (const route of routes) {
        rows.push(await runLoad(route, { ...options, ...(statements ? { countStatements: () => statements.count() } : {}), serverUsage: () => readProcessUsage(server.pid) }));
        // Right after the route, so both see the machine at the same speed.
        const reference = references.get(route);
        if (reference) rows.push(await runLoad(reference, { ...options, serverUsage: () => readProcessUsage(bare.pid) }));
      }
    } finally {
      await statements?.close();
    }
    rows.push(await ceiling('bare Fastify hello-world (ceiling, after)'));
    if (PAIRED_ROUNDS > 0) {
      for (const route of routes) {
        if (route.minShareOfCeiling === undefined) continue;
        pairedShares.push(await runPairedShare(ceilingTarget('ceiling'), { ...route, minShareOfCeiling: route.minShareOfCeiling }, { connections: CONNECTIONS, seconds: PAIRED_SECONDS, warmUpSeconds: PAIRED_WARM_UP_SECONDS, rounds: PAIRED_ROUNDS }));
      }
    }
  } finally {
    await bare.stop();
  }
  return { rows, pairedShares };
}

/** The route's answer, handed to the bare server to send as it is (bench/bare-server.ts): a reference row. */
async function answerReplayedByBare(route: LoadTarget, answerUrl: string): Promise<LoadTarget> {
  const method = route.method ?? 'GET';
  const jsonBody = route.body !== undefined ? { 'content-type': 'application/json' } : undefined;
  const response = await fetch(route.url, { method, headers: { ...jsonBody, ...route.headers }, ...(route.body !== undefined ? { body: JSON.stringify(route.body) } : {}) });
  // Node writes these itself, for the bare server as for the app.
  const perConnection = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!perConnection.has(name)) headers[name] = value;
  });
  const handed = await fetch(answerUrl, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ headers, body: await response.text() }) });
  if (!handed.ok) throw new Error(`the bare server refused the answer to replay: ${handed.status}`);
  return {
    name: `bare Fastify sending ${route.name.replace(/ \(token\)$/, '')}'s answer (same headers and body)`,
    url: answerUrl,
    method,
    ...(route.body !== undefined ? { body: route.body } : {}),
    verifyBody: envelopeOk,
    isReference: true,
  };
}

function appRoutes(api: string, auth: Record<string, string>): LoadTarget[] {
  return [
    { name: 'GET /api/health', url: `${api}/health`, verifyBody: envelopeOk },
    // No database, no token, but rate-limited, helmet, zod-serialised: the app's stack alone (a diagnostic row).
    { name: 'GET web/commonUrl/getCurrentTimeMillis (no DB)', url: `${api}/web/commonUrl/getCurrentTimeMillis`, verifyBody: envelopeOk },
    { name: 'GET web/entUser/getUserInfo (token)', url: `${api}/web/entUser/getUserInfo`, headers: auth, verifyBody: envelopeOk, minShareOfCeiling: 0.7 },
    {
      name: 'POST web/product/search (SHA→QZH, 2 weeks)',
      url: `${api}/web/product/search`,
      method: 'POST',
      body: { fpolCde: 'SHA', lpodCde: 'QZH', etdStart: chinaDay(1), etdEnd: chinaDay(14), searchProductType: 0, sortBy: 'etd', sortOrder: 'asc', current: 1, size: 10 },
      verifyBody: envelopeOk,
      minShareOfCeiling: 0.25,
    },
    {
      name: `POST customer/order/getOrderMastBySearchQuery (demo_ent, ${ORDERS} orders)`,
      url: `${api}/web/domestic/customer/order/getOrderMastBySearchQuery`,
      method: 'POST',
      headers: auth,
      body: { tab: 'all', months: 3, current: 1, size: 10 },
      verifyBody: envelopeOk,
    },
  ];
}

/** Waits (30 s at most) until `pathname` arrives drawn by the server; a server without it is measured as it is. */
async function waitForServerRender(baseUrl: string, pathname: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const html = await fetch(`${baseUrl}${pathname}`).then((response) => response.text());
    if (html.includes('data-prerendered>')) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  say(`${pathname} did not arrive drawn by the server within 30 s (WEB_PRERENDER=false, or no dist-server/ in the build)`);
}

async function pagesSection(server: NodeProcess): Promise<Report['pages']> {
  const answer = await login(server.baseUrl, await publicKeyOf(server.baseUrl), 'demo_ent', DEMO_PASSWORD);
  // The session as the web keeps it after a login (apps/web/src/lib/token-record.ts): token answer + active_time.
  const session = {
    'coastbook.token': JSON.stringify({ ...answer, active_time: Date.now() + Number(answer.expires_in) * 1000 }),
    'coastbook.userInfo': JSON.stringify({ userId: answer.user_id, logonId: 'demo_ent' }),
    'coastbook.isStrongPassword': 'true',
  };
  // The server draws the landing pages in its render process right after start-up; measure what visitors
  // get once that is done (a request never waits for it, so the first seconds would show the browser-drawn page).
  for (const landing of ['/', '/product']) await waitForServerRender(server.baseUrl, landing);
  const results = await measurePages({
    baseUrl: server.baseUrl,
    distDir: WEB_DIST,
    runs: PAGE_RUNS,
    settleMs: 1_000,
    shotDir: path.resolve(process.env.BENCH_SHOTS ?? path.join(os.tmpdir(), 'coastbook-bench-shots')),
    routes: [
      { name: 'home /', path: '/' },
      { name: '/product', path: '/product' },
      { name: '/orderManagementIndex (demo_ent)', path: '/orderManagementIndex', localStorage: session },
    ],
  });
  return { results, initial: initialJs(WEB_DIST) };
}

function printReport(report: Report, run: { startedAt: Date; loadAtStart: number[]; loadAtEnd: number[] }): void {
  const out: string[] = [];
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  out.push('', `## CoastBook bench — ${run.startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`, '');
  out.push(
    `Machine: ${os.cpus().length} × ${cpu}, ${fixed(os.totalmem() / 2 ** 30, 1)} GiB RAM, node ${process.version}. ` +
      `Load average (1 min) ${fixed(run.loadAtStart[0]!, 2)} at start, ${fixed(run.loadAtEnd[0]!, 2)} at the end (above ~0.5 before the bench means other processes were busy).`,
  );
  if (report.load) {
    const { rows, pairedShares } = report.load;
    out.push('', `### Load — ${CONNECTIONS} connections, ${WARM_UP_SECONDS} s warm-up discarded, then ${SECONDS} s per route; ratios against the mean of the two ceiling rows`, '');
    out.push(loadTable(rows, pairedShares));
    for (const [index, reference] of rows.entries()) {
      const referenced = rows[index - 1];
      if (!reference.isReference || !referenced) continue;
      out.push(
        '',
        `${referenced.name} ÷ the bare server sending its answer: ${fixed((referenced.requestsPerSecond / reference.requestsPerSecond) * 100)} % of the req/s` +
          (referenced.serverCpuMicrosPerRequest !== undefined && reference.serverCpuMicrosPerRequest !== undefined
            ? `, ${fixed(reference.serverCpuMicrosPerRequest)} against ${fixed(referenced.serverCpuMicrosPerRequest)} µs of CPU per request`
            : '') +
          ' — what the app adds to sending those bytes (routing, hooks, rate limit, token, validating the request, finding the answer); the rest of the gap to the ceiling is the answer itself.',
      );
    }
    if (pairedShares.length > 0) {
      out.push('', `#### Share of the ceiling in pairs — ${PAIRED_ROUNDS} pairs of ${PAIRED_SECONDS} s rounds (each after ${PAIRED_WARM_UP_SECONDS} s of warm-up), route and ceiling back to back (order alternating); the targets are judged by the median`, '');
      out.push(pairedShareTable(pairedShares));
    }
  }
  if (report.booking) {
    const booking = report.booking;
    out.push('', `### Booking throughput — ${booking.shippers} shippers, search → createOrder → bookingInfo → orderPayReq (prepaid)`, '');
    out.push(
      `${booking.orders} orders paid in ${fixed(booking.seconds, 1)} s = **${fixed(booking.orders / booking.seconds, 1)} orders/s**` +
        (report.bookingStatements ? `; ${fixed(report.bookingStatements.perOrder, 1)} SQL statements per paid order (the four calls, the shippers' logins included)` : '') +
        (booking.firstFailure ? `; first failure: ${booking.firstFailure}` : ''),
      '',
    );
    if (report.bookingStatements) {
      out.push('Statements run most often, per paid order:', '');
      for (const { statement, perOrder } of report.bookingStatements.mostRun) out.push(`- ${fixed(perOrder, 1)} × \`${statement.replace(/`/g, "'")}\``);
      out.push('');
    }
    out.push(bookingTable(booking));
  }
  if (report.starts) {
    const starts = report.starts;
    const costs = starts.map((start) => start.cpuMicrosPerRequest);
    const fresh = starts.filter((start) => start.pageFaultsPerRequest > FRESH_PAGES_PER_REQUEST).length;
    out.push('', `### Starts — the server started ${starts.length} times; on each, ${STARTS_WARM_UP_SECONDS} s of warm-up, then ${STARTS_SECONDS} s of getUserInfo (${CONNECTIONS} connections)`, '');
    out.push(startsTable(starts), '');
    out.push(
      `${fresh} of ${starts.length} starts taking fresh pages (more than ${FRESH_PAGES_PER_REQUEST} page faults per request); ` +
        `server CPU per request ${fixed(Math.min(...costs), 1)}–${fixed(Math.max(...costs), 1)} µs.`,
    );
  }
  const memory = report.memory;
  if (memory.afterLoadMiB !== undefined || memory.idleMiB !== undefined) {
    out.push('', '### Memory (VmRSS of the server process)', '');
    const rows: Array<[string, string]> = [];
    if (memory.afterLoadMiB !== undefined) rows.push(['server (production mode) after the load', `${fixed(memory.afterLoadMiB)} MiB`]);
    if (memory.afterBookingMiB !== undefined) rows.push(['same server after the booking run', `${fixed(memory.afterBookingMiB)} MiB`]);
    const downloads = memory.downloads;
    if (downloads) {
      rows.push([
        `same server while ${downloads.downloads} customers download demo_ent's order list as Excel at once (${kib(downloads.fileBytes)} each, all in ${fixed(downloads.seconds, 1)} s${downloads.failures > 0 ? `, ${downloads.failures} failed` : ''}): peak, and before`,
        `${fixed(downloads.rssPeakMiB)} MiB (${fixed(downloads.rssBeforeMiB)} before)`,
      ]);
    }
    const documents = memory.documents;
    if (documents) {
      rows.push([
        `same server while ${documents.callers} customers each download a ZIP of ${documents.ordersPerZip} booking confirmations at once (${kib(documents.zipBytes)} each, all in ${fixed(documents.seconds, 1)} s${documents.failures > 0 ? `, ${documents.failures} failed` : ''}): peak, and before`,
        `${fixed(documents.rssPeakMiB)} MiB (${fixed(documents.rssBeforeMiB)} before)`,
      ]);
    }
    if (memory.idleMiB !== undefined) rows.push([`npm start-like (main.ts via tsx) idle, ${IDLE_SETTLE_MS / 1000} s after listening`, `${fixed(memory.idleMiB)} MiB`]);
    if (memory.renderProcessMiB !== undefined) {
      rows.push(['its render process for the landing pages (WEB_PRERENDER; leaves once the day’s pages are drawn, 0 = gone)', `${fixed(memory.renderProcessMiB)} MiB`]);
    }
    out.push(markdownTable(['process', 'RSS'], rows));
    if (documents) {
      out.push(
        '',
        `While the ${documents.callers * documents.ordersPerZip} booking confirmations were drawn (on worker threads), a call for the time (no database) every 20 ms ` +
          `answered in p50 ${fixed(documents.probeP50Ms, 1)} ms, p99 ${fixed(documents.probeP99Ms, 1)} ms, max ${fixed(documents.probeMaxMs, 1)} ms (${documents.probes} calls).`,
      );
    }
  }
  if (report.pages) {
    const { results, initial } = report.pages;
    out.push('', `### Page speed — Chromium, first visit (empty cache), median of ${PAGE_RUNS} loads`, '');
    out.push(pageTable(results), '');
    out.push(
      `Initial JS (entry + ${initial.files.length - 1} modulepreloads of index.html): ${kib(initial.rawBytes)} raw, ${kib(initial.gzipBytes)} gzip — ${verdict(initial.gzipBytes <= PAGE_TARGETS.initialJsGzipBytes)} (≤ 300 KB gzip). ` +
        '"JS loaded, gzip" adds the route\'s lazy chunks (each file gzip-sized with zlib level 9); "JS transferred" is what the browser received (the server sends the build\'s pre-compressed brotli copies).',
      '',
    );
    out.push('Largest JS chunks each page loaded (gzip):', '');
    for (const result of results) out.push(`- ${result.route.name}: ${result.largestChunks.map((chunk) => `${path.basename(chunk.file)} ${kib(chunk.gzipBytes)}`).join(', ')}`);
    out.push('', 'LCP element: ' + results.map((result) => `${result.route.name} → ${result.samples.at(-1)!.lcpElement || '(none)'}`).join('; '));
    // A page drawn by the server paints before any script: only the browser-drawn ones wait for code or answers.
    const timelines = results.flatMap((result) => (result.timeline && !result.serverDrawn ? [{ name: result.route.name, lcpMs: result.lcpMs, timeline: result.timeline }] : []));
    if (timelines.length > 0) {
      out.push(
        '',
        'Before the paint (medians, ms after navigation): ' +
          timelines
            .map(({ name, lcpMs, timeline }) => `${name} → ${fixed(timeline.scriptsBeforePaint)} scripts asked before the paint, the last arrived at ${fixed(timeline.lastScriptMs)}; start-up API calls asked from ${fixed(timeline.firstCallAskedMs)}, longest wait for a connection ${fixed(timeline.longestCallWaitMs)}, last answered ${fixed(timeline.lastCallAnsweredMs)}; LCP ${fixed(lcpMs)}`)
            .join('; '),
      );
    }
    const shifts = results.filter((result) => result.cls > 0);
    if (shifts.length > 0) out.push('', 'Biggest layout shift: ' + shifts.map((result) => `${result.route.name} → ${result.samples.at(-1)!.shiftSource || '(unknown)'}`).join('; '));
  }
  if (report.profile) {
    out.push('', '### Where the server spent its CPU during load + booking (BENCH_PROFILE=1, self time)', '');
    out.push(markdownTable(['self %', 'function', 'where'], report.profile.map((line) => [fixed(line.selfPercent, 1), line.functionName, line.location]), [true, false, false]));
  }
  console.log(out.join('\n'));
}

await main();
