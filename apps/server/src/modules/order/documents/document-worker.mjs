// The thread that draws order documents (see document-renderer.ts). A worker starts as plain Node, so it
// registers tsx itself before loading the TypeScript renderer, as scripts/start.mjs does for the server.
import { move } from 'piscina';
import { register } from 'tsx/esm/api';

register();
const { renderOrderDocument } = await import('./order-document-pdf.ts');

/** Piscina's task: one PDF, handed back without a copy. */
export default async function renderInWorker(options) {
  const pdf = await renderOrderDocument(options);
  // Only an ArrayBuffer the PDF owns alone can be moved (a small Buffer may share Node's pool).
  const owned = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength ? pdf : Buffer.from(pdf);
  return move(new Uint8Array(owned.buffer, owned.byteOffset, owned.byteLength));
}
