// `npm run bench`: HTTP load on this machine, printed as a table. A bare Fastify hello-world started
// here is the ceiling; each CoastBook route is shown as a share of it. Not part of `npm test`.
// Environment: BENCH_SECONDS (default 20), BENCH_CONNECTIONS (default 100).
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '@coastbook/server/app';
import { connectDatabase, createDatabaseFromTemplate, loadConfig, startTestCluster } from '@coastbook/server/testing';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);

interface Row {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(name: string, url: string): Promise<Row> {
  // Warm-up round, discarded: lets the JIT, the pool and the caches settle.
  await autocannon({ url, connections: CONNECTIONS, duration: 3 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function main(): Promise<void> {
  const bare = Fastify({ logger: false });
  bare.get('/hello', async () => ({ hello: 'world' }));
  const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });

  const cluster = await startTestCluster();
  const created = await createDatabaseFromTemplate(cluster.adminUrl, cluster.templateDatabase, 'bench');
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000000', WEB_DIST_DIR: 'does-not-exist' });
  const database = connectDatabase({ url: created.url, poolSize: config.DB_POOL_SIZE });
  const app = await buildApp({ config, database, logger: false });
  const appAddress = await app.listen({ port: 0, host: '127.0.0.1' });

  const rows: Row[] = [];
  try {
    rows.push(await load('bare Fastify (ceiling)', `${bareAddress}/hello`));
    rows.push(await load('GET /api/health', `${appAddress}/api/health`));
    rows.push(await load('GET /api/web/commonUrl/getCurrentTimeMillis', `${appAddress}/api/web/commonUrl/getCurrentTimeMillis`));
    rows.push(await load('GET /api/web/commonUrl/portFacility/getAllPort', `${appAddress}/api/web/commonUrl/portFacility/getAllPort`));
  } finally {
    await app.close();
    await database.close();
    await bare.close();
    await created.drop();
    await cluster.stop();
  }

  const ceiling = rows[0]!.requestsPerSecond;
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per route after a 3 s warm-up; node ${process.version}\n`);
  console.log('| route | req/s | p50 ms | p99 ms | errors | share of ceiling |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    const share = ((row.requestsPerSecond / ceiling) * 100).toFixed(0);
    console.log(`| ${row.name} | ${row.requestsPerSecond.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.errors} | ${share} % |`);
  }
  console.log(`\nresident memory of the process after the load: ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MiB`);
}

await main();
