/**
 * The render process the API server starts (apps/server platform/web/prerendered-pages.ts): built by
 * `vite build --ssr` into dist-server/, it renders the pages of prerendered-routes.ts on request and
 * answers with whole HTML documents. A process of its own so that rendering never holds the API's event
 * loop, and so that it runs on China time (TZ set by the server): "today" in the search forms and the
 * hero's season are the carrier's day, as the visitor's browser will compute them.
 *
 * argv[2]: the client build (dist/) whose index.html and manifest the documents are made from.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pageAssets, pageDocument, type ViteManifest } from './page-document';
import { EVERY_PAGE_SOURCES, PRERENDERED_ROUTES, type RenderAnswer, type RenderRequest } from './prerendered-routes';
import { renderPage } from './render-page';

const distDir = process.argv[2];
if (distDir === undefined || process.send === undefined) throw new Error('usage: started by the API server with an IPC channel and the dist folder');

const indexHtml = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
const assetsByPath = new Map(PRERENDERED_ROUTES.map((route) => [route.path as string, pageAssets(manifest, route.source, ...EVERY_PAGE_SOURCES)]));

const answer = (message: RenderAnswer) => process.send?.(message);

async function render(request: RenderRequest): Promise<RenderAnswer> {
  const assets = assetsByPath.get(request.path);
  if (assets === undefined) return { type: 'failed', id: request.id, path: request.path, message: 'not a prerendered path' };
  try {
    const page = await renderPage(request.path);
    if (page === null) return { type: 'failed', id: request.id, path: request.path, message: 'the route did not render a page' };
    const html = Buffer.from(pageDocument(indexHtml, page, assets));
    // Compressed here, once per page and day: brotli's working memory goes with this process when it leaves,
    // instead of staying with the API server.
    const br = zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length } });
    return { type: 'rendered', id: request.id, path: request.path, html, br, gzip: zlib.gzipSync(html, { level: 9 }) };
  } catch (error) {
    return { type: 'failed', id: request.id, path: request.path, message: error instanceof Error ? error.stack ?? error.message : String(error) };
  }
}

process.on('message', (message: RenderRequest) => {
  if (message?.type === 'render') void render(message).then(answer);
});
// The server's end of the channel closing means the server is gone: nothing left to render for.
process.on('disconnect', () => process.exit(0));
answer({ type: 'ready', paths: [...assetsByPath.keys()] });
