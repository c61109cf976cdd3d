import autocannon from 'autocannon';
import { fixed, markdownTable, percentile, verdict } from './table';
import type { ProcessUsage } from './processes';

/**
 * HTTP load with autocannon: a warm-up round (discarded) then the measured round, per route. The
 * load generator runs in the bench's own process; servers run in theirs.
 */

export interface LoadTarget {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
  /** A body check: false counts as an error (e.g. an envelope whose code is not 0). */
  verifyBody?: (body: string) => boolean;
  /** The share of the ceiling this route must reach (0–1), when it has a target. */
  minShareOfCeiling?: number;
  /** The bare hello-world the routes are compared with. */
  isCeiling?: boolean;
  /** A bare server's row measured for comparison: no target, and not part of the ceiling's mean. */
  isReference?: boolean;
}

export interface LoadRow {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  timeouts: number;
  socketErrors: number;
  badBodies: number;
  /** SQL statements per request (pg_stat_statements; BEGIN and COMMIT count), when measured. */
  statementsPerRequest?: number;
  /** CPU time of the server process per request (µs), when measured: independent of how busy the neighbours are. */
  serverCpuMicrosPerRequest?: number;
  /** Minor page faults of the server process per request, when measured (see ProcessUsage.minorFaults). */
  serverPageFaultsPerRequest?: number;
  minShareOfCeiling?: number;
  isCeiling?: boolean;
  isReference?: boolean;
}

/** autocannon's options for one target (duration added by the caller). */
function autocannonRequest(target: LoadTarget, connections: number) {
  return {
    url: target.url,
    method: target.method ?? 'GET',
    connections,
    ...(target.body !== undefined ? { body: JSON.stringify(target.body) } : {}),
    headers: { ...(target.body !== undefined ? { 'content-type': 'application/json' } : {}), ...target.headers },
    ...(target.verifyBody ? { verifyBody: (body: string | Buffer | undefined) => target.verifyBody!(String(body ?? '')) } : {}),
  } as const;
}

/** autocannon's failures of one round, in the load table's four kinds. */
function failuresOf(result: autocannon.Result, target: LoadTarget): Pick<LoadRow, 'non2xx' | 'timeouts' | 'socketErrors' | 'badBodies'> {
  return { non2xx: result.non2xx, timeouts: result.timeouts, socketErrors: result.errors - result.timeouts, badBodies: target.verifyBody ? result.mismatches : 0 };
}

export const envelopeOk = (body: string) => body.startsWith('{"code":0,');

export async function runLoad(
  target: LoadTarget,
  options: { connections: number; seconds: number; warmUpSeconds: number; countStatements?: () => Promise<number>; serverUsage?: () => ProcessUsage },
): Promise<LoadRow> {
  const request = autocannonRequest(target, options.connections);
  process.stdout.write(`  load: ${target.name} … `);
  await autocannon({ ...request, duration: options.warmUpSeconds });
  const statementsBefore = await options.countStatements?.();
  const usageBefore = options.serverUsage?.();
  const result = await autocannon({ ...request, duration: options.seconds });
  const usageAfter = options.serverUsage?.();
  const statementsAfter = await options.countStatements?.();
  process.stdout.write(`${fixed(result.requests.average)} req/s\n`);
  return {
    name: target.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ...failuresOf(result, target),
    ...(statementsBefore !== undefined && statementsAfter !== undefined ? { statementsPerRequest: (statementsAfter - statementsBefore) / Math.max(result.requests.total, 1) } : {}),
    ...(usageBefore && usageAfter
      ? {
          serverCpuMicrosPerRequest: ((usageAfter.cpuSeconds - usageBefore.cpuSeconds) * 1e6) / Math.max(result.requests.total, 1),
          serverPageFaultsPerRequest: (usageAfter.minorFaults - usageBefore.minorFaults) / Math.max(result.requests.total, 1),
        }
      : {}),
    ...(target.minShareOfCeiling !== undefined ? { minShareOfCeiling: target.minShareOfCeiling } : {}),
    ...(target.isCeiling ? { isCeiling: true } : {}),
    ...(target.isReference ? { isReference: true } : {}),
  };
}

/** A route's share of the ceiling measured in back-to-back pairs of short rounds. */
export interface PairedShare {
  name: string;
  minShareOfCeiling: number;
  /** route req/s ÷ ceiling req/s of each pair. */
  ratios: number[];
  median: number;
  /** Failed answers over all the pairs' measured rounds (both servers), counted as in the load table. */
  errors: number;
}

/**
 * The ceiling and a route measured back to back, `rounds` times, the order alternating (ceiling first,
 * then route first) so a drift of the machine's speed does not favour either. On this shared virtual
 * machine the ceiling has moved by 40 % between the start and the end of one run; a pair taken within
 * seconds sees the same machine, so the median of the pairs' ratios is the share the target is judged by.
 * Each round has its own discarded warm-up, like the long rounds: the server not being measured sits idle
 * in the meantime.
 */
export async function runPairedShare(
  ceiling: LoadTarget,
  route: LoadTarget & { minShareOfCeiling: number },
  options: { connections: number; seconds: number; warmUpSeconds: number; rounds: number },
): Promise<PairedShare> {
  let errors = 0;
  const requestsPerSecond = async (target: LoadTarget) => {
    const request = autocannonRequest(target, options.connections);
    await autocannon({ ...request, duration: options.warmUpSeconds });
    const result = await autocannon({ ...request, duration: options.seconds });
    errors += errorCount(failuresOf(result, target));
    return result.requests.average;
  };
  process.stdout.write(`  paired with the ceiling: ${route.name} … `);
  const ratios: number[] = [];
  for (let round = 0; round < options.rounds; round++) {
    const ceilingFirst = round % 2 === 0;
    const first = await requestsPerSecond(ceilingFirst ? ceiling : route);
    const second = await requestsPerSecond(ceilingFirst ? route : ceiling);
    ratios.push(ceilingFirst ? second / first : first / second);
  }
  const median = percentile(ratios, 50);
  process.stdout.write(`${fixed(median * 100)} %\n`);
  return { name: route.name, minShareOfCeiling: route.minShareOfCeiling, ratios, median, errors };
}

export function pairedShareTable(shares: PairedShare[]): string {
  return markdownTable(
    ['route', 'pairs', 'req/s ÷ ceiling, median', 'lowest', 'highest', 'errors', 'target', 'result'],
    shares.map((share) => [
      share.name,
      share.ratios.length,
      `${fixed(share.median * 100)} %`,
      `${fixed(Math.min(...share.ratios) * 100)} %`,
      `${fixed(Math.max(...share.ratios) * 100)} %`,
      share.errors,
      `≥ ${share.minShareOfCeiling * 100} %, 0 errors`,
      verdict(share.median >= share.minShareOfCeiling && share.errors === 0),
    ]),
  );
}

const P99_TARGET_MS = 100;

export function errorCount(row: Pick<LoadRow, 'non2xx' | 'timeouts' | 'socketErrors' | 'badBodies'>): number {
  return row.non2xx + row.timeouts + row.socketErrors + row.badBodies;
}

/**
 * The load table: ceiling rows and routes; each route's figures also as a ratio of the ceiling (the mean of
 * the ceiling rows). A route measured in pairs with the ceiling (runPairedShare) is judged by the pairs' median.
 */
export function loadTable(rows: LoadRow[], pairedShares: PairedShare[] = []): string {
  const ceilings = rows.filter((row) => row.isCeiling);
  const mean = (pick: (row: LoadRow) => number) => ceilings.reduce((sum, row) => sum + pick(row), 0) / Math.max(ceilings.length, 1);
  const ceiling = { requestsPerSecond: mean((row) => row.requestsPerSecond), p50: Math.max(mean((row) => row.p50), 1), p99: Math.max(mean((row) => row.p99), 1) };
  return markdownTable(
    ['route', 'req/s', 'req/s ÷ ceiling', 'p50 ms', 'p50 ÷ ceiling', 'p99 ms', 'p99 ÷ ceiling', 'errors (non-2xx/timeout/socket/code≠0)', 'SQL statements/req', 'server CPU µs/req', 'server page faults/req', 'targets', 'result'],
    rows.map((row) => {
      const targets: string[] = [];
      let passed = true;
      const judged = !row.isCeiling && !row.isReference;
      if (judged) {
        if (row.minShareOfCeiling !== undefined) {
          const paired = pairedShares.find((share) => share.name === row.name);
          targets.push(`≥ ${row.minShareOfCeiling * 100} % of ceiling${paired ? ` (paired: ${fixed(paired.median * 100)} %)` : ''}`);
          passed &&= (paired ? paired.median : row.requestsPerSecond / ceiling.requestsPerSecond) >= row.minShareOfCeiling;
        }
        targets.push(`p99 < ${P99_TARGET_MS} ms`, '0 errors');
        passed &&= row.p99 < P99_TARGET_MS && errorCount(row) === 0;
      }
      return [
        row.name,
        fixed(row.requestsPerSecond),
        `${fixed((row.requestsPerSecond / ceiling.requestsPerSecond) * 100)} %`,
        fixed(row.p50),
        fixed(row.p50 / ceiling.p50, 1),
        fixed(row.p99),
        fixed(row.p99 / ceiling.p99, 1),
        `${errorCount(row)} (${row.non2xx}/${row.timeouts}/${row.socketErrors}/${row.badBodies})`,
        row.statementsPerRequest === undefined ? '' : fixed(row.statementsPerRequest, 1),
        row.serverCpuMicrosPerRequest === undefined ? '' : fixed(row.serverCpuMicrosPerRequest),
        row.serverPageFaultsPerRequest === undefined ? '' : fixed(row.serverPageFaultsPerRequest, 2),
        row.isCeiling ? 'ceiling' : row.isReference ? 'reference' : targets.join(', '),
        judged ? verdict(passed) : '',
      ];
    }),
    [false, true, true, true, true, true, true, true, true, true, true, false, false],
  );
}
