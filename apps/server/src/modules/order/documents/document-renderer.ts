import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { RenderOrderDocumentOptions } from './order-document-pdf';

/**
 * Draws order documents on worker threads. One PDF is 50–150 ms of CPU (mostly subsetting the CJK font);
 * on the server's own thread a 50-order ZIP held every other request for seconds in such slices. Here
 * the server's thread only waits. A thread starts with the first document (~0.7 s: tsx, pdfkit, the 10 MB
 * font) and holds ~110 MiB while it lives; it stops after five minutes without a document, so a busy
 * portal keeps it warm and an idle one gives the memory back.
 */
export interface DocumentRenderer {
  render(options: RenderOrderDocumentOptions): Promise<Buffer>;
  close(): Promise<void>;
}

/** Leave a core to the server's own thread: one drawing thread on 2 cores, at most 4. */
export function documentThreadCount(cores = availableParallelism()): number {
  return Math.min(4, Math.max(1, cores - 1));
}

export function createDocumentRenderer({ threads = documentThreadCount(), idleTimeoutMs = 5 * 60_000 }: { threads?: number; idleTimeoutMs?: number } = {}): DocumentRenderer {
  const pool = new Piscina<RenderOrderDocumentOptions, Uint8Array>({
    filename: new URL('./document-worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: idleTimeoutMs,
  });
  return {
    async render(options) {
      const pdf = await pool.run(options);
      return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    },
    close: () => pool.destroy(),
  };
}
