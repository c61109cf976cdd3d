import type pg from 'pg';
import { percentile } from './table';

/**
 * Documents at once: N customers each download a ZIP of booking confirmations (001 §7, `bkg/confirm`) for
 * the same confirmed orders of demo_ent, while a probe asks the server for the time (no database) every
 * PROBE_MS. The probe's answer times show what drawing PDFs costs everyone else on the server: documents
 * are drawn on worker threads (modules/order/documents/document-renderer.ts), so the probe should not wait
 * behind them.
 */

export interface DocumentsResult {
  callers: number;
  ordersPerZip: number;
  zipBytes: number;
  seconds: number;
  failures: number;
  probes: number;
  probeP50Ms: number;
  probeP99Ms: number;
  probeMaxMs: number;
  rssBeforeMiB: number;
  rssPeakMiB: number;
}

const PROBE_MS = 20;

/** demo_ent's newest confirmed orders with a booking number (the bench's order history holds ~900). */
export async function confirmedOrderIds(client: pg.PoolClient, count: number): Promise<string[]> {
  const { rows } = await client.query<{ id: string }>(
    `select o.id from order_mast o join user_account u on u.id = o.user_id
      where u.logon_id = 'demo_ent' and o.status = 'A' and o.bkg_no is not null order by o.created_at desc limit $1`,
    [count],
  );
  return rows.map((row) => row.id);
}

export async function runDocuments(options: { api: string; token: string; callers: number; orderIds: readonly string[]; rssMiB: () => number }): Promise<DocumentsResult> {
  const { api, token, callers, orderIds, rssMiB } = options;
  const rssBeforeMiB = rssMiB();
  let rssPeakMiB = rssBeforeMiB;
  const sampler = setInterval(() => (rssPeakMiB = Math.max(rssPeakMiB, rssMiB())), 10);
  const probeTimes: number[] = [];
  let probing = true;
  const probe = (async () => {
    while (probing) {
      const started = performance.now();
      await fetch(`${api}/web/commonUrl/getCurrentTimeMillis`).then((response) => response.arrayBuffer());
      probeTimes.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, PROBE_MS));
    }
  })();
  const started = performance.now();
  try {
    const sizes = await Promise.all(
      Array.from({ length: callers }, async () => {
        const response = await fetch(`${api}/web/domestic/order/download/bkg/confirm`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `bearer ${token}` },
          body: JSON.stringify({ orderIds }),
        });
        const body = Buffer.from(await response.arrayBuffer());
        const isZip = response.ok && response.headers.get('content-type') === 'application/zip' && body.subarray(0, 2).toString() === 'PK';
        return isZip ? body.length : -1;
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    return {
      callers,
      ordersPerZip: orderIds.length,
      zipBytes: Math.max(...sizes),
      seconds,
      failures: sizes.filter((size) => size < 0).length,
      probes: probeTimes.length,
      probeP50Ms: percentile(probeTimes, 50),
      probeP99Ms: percentile(probeTimes, 99),
      probeMaxMs: Math.max(...probeTimes),
      rssBeforeMiB,
      rssPeakMiB: Math.max(rssPeakMiB, rssMiB()),
    };
  } finally {
    clearInterval(sampler);
    probing = false;
    await probe;
  }
}
