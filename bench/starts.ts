import { findFreePort } from '@coastbook/server/testing';
import { login, publicKeyOf } from './booking';
import { envelopeOk, runLoad } from './load';
import { LOADED_SERVER_ENV, readProcessUsage, startCoastBookServer } from './processes';
import { fixed, markdownTable } from './table';

/** One start of the server and what getUserInfo cost it once warm. */
export interface StartResult {
  requestsPerSecond: number;
  cpuMicrosPerRequest: number;
  pageFaultsPerRequest: number;
}

/**
 * Above this many minor page faults per request a start is not in its steady state: its heap keeps taking
 * fresh pages (what V8's allocation-site pretenuring did to one start in ten to fifteen, at twice the CPU).
 */
export const FRESH_PAGES_PER_REQUEST = 0.05;

/**
 * The same server, on the same database, started `starts` times in a row; each start logs in, warms up and
 * serves getUserInfo under load. The load section measures one start; this one shows whether every start
 * settles to the same cost, which the load section's single process cannot.
 */
export async function measureStarts(options: {
  databaseUrl: string;
  webDistDir: string;
  starts: number;
  connections: number;
  warmUpSeconds: number;
  seconds: number;
  password: string;
}): Promise<StartResult[]> {
  const results: StartResult[] = [];
  for (let start = 1; start <= options.starts; start += 1) {
    const server = await startCoastBookServer({
      databaseUrl: options.databaseUrl,
      port: await findFreePort(),
      webDistDir: options.webDistDir,
      env: LOADED_SERVER_ENV,
    });
    try {
      const token = (await login(server.baseUrl, await publicKeyOf(server.baseUrl), 'demo_ent', options.password)).access_token;
      const row = await runLoad(
        { name: `start ${start}: GET web/entUser/getUserInfo (token)`, url: `${server.baseUrl}/api/web/entUser/getUserInfo`, headers: { authorization: `bearer ${token}` }, verifyBody: envelopeOk },
        { connections: options.connections, seconds: options.seconds, warmUpSeconds: options.warmUpSeconds, serverUsage: () => readProcessUsage(server.pid) },
      );
      results.push({ requestsPerSecond: row.requestsPerSecond, cpuMicrosPerRequest: row.serverCpuMicrosPerRequest ?? NaN, pageFaultsPerRequest: row.serverPageFaultsPerRequest ?? NaN });
    } finally {
      await server.stop();
    }
  }
  return results;
}

export function startsTable(results: StartResult[]): string {
  return markdownTable(
    ['start', 'req/s', 'server CPU µs/req', 'server page faults/req', 'state'],
    results.map((result, index) => [
      String(index + 1),
      fixed(result.requestsPerSecond),
      fixed(result.cpuMicrosPerRequest, 1),
      fixed(result.pageFaultsPerRequest, 3),
      result.pageFaultsPerRequest > FRESH_PAGES_PER_REQUEST ? 'taking fresh pages' : 'steady',
    ]),
    [true, true, true, true, false],
  );
}
