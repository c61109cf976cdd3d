/**
 * Downloads at once: N customers export demo_ent's order list (`exportOrderData`, the bench's 2 000 orders,
 * every tab, 3 months) at the same moment, while the server's resident memory is sampled. It shows what a burst of
 * Excel downloads costs the server in memory; the workbooks are streamed (platform/http/xlsx-download.ts).
 */

export interface DownloadsResult {
  downloads: number;
  /** Bytes of each file (they are the same list). */
  fileBytes: number;
  seconds: number;
  rssBeforeMiB: number;
  rssPeakMiB: number;
  failures: number;
}

const SAMPLE_MS = 10;

export async function runDownloads(options: { api: string; token: string; downloads: number; rssMiB: () => number }): Promise<DownloadsResult> {
  const { api, token, downloads, rssMiB } = options;
  const rssBeforeMiB = rssMiB();
  let rssPeakMiB = rssBeforeMiB;
  const sampler = setInterval(() => (rssPeakMiB = Math.max(rssPeakMiB, rssMiB())), SAMPLE_MS);
  const started = performance.now();
  try {
    const sizes = await Promise.all(
      Array.from({ length: downloads }, async () => {
        const response = await fetch(`${api}/web/domestic/customer/order/exportOrderData`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `bearer ${token}` },
          body: JSON.stringify({ tab: 'all', months: 3 }),
        });
        const body = Buffer.from(await response.arrayBuffer());
        const isWorkbook = response.ok && (response.headers.get('content-type') ?? '').includes('spreadsheetml') && body.subarray(0, 2).toString() === 'PK';
        return isWorkbook ? body.length : -1;
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    return {
      downloads,
      fileBytes: Math.max(...sizes),
      seconds,
      rssBeforeMiB,
      rssPeakMiB: Math.max(rssPeakMiB, rssMiB()),
      failures: sizes.filter((size) => size < 0).length,
    };
  } finally {
    clearInterval(sampler);
  }
}
