import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERRORS } from '@coastbook/domain';
import { failure } from '../http/envelope';
import { documentEtag, PrerenderedPages, type PrerenderedPage } from './prerendered-pages';

/** Where the web build puts its render process: dist-server/ beside dist/ (apps/web/vite.config.ts). */
export function renderProcessEntry(distDir: string): string {
  return path.join(path.dirname(distDir), 'dist-server', 'render-process.js');
}

/**
 * Documents are revalidated on every visit (no-cache): a browser that holds this version gets a 304 instead of
 * the page again — the server-drawn home is a few hundred KB, ~30 KB compressed.
 */
function sendDocument(request: FastifyRequest, reply: FastifyReply, etag: string, body: Buffer, encoding?: string) {
  void reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding').header('etag', etag);
  const known = String(request.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (known.includes(etag.replace(/^W\//, ''))) return reply.status(304).send();
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}

function sendPrerendered(request: FastifyRequest, reply: FastifyReply, page: PrerenderedPage) {
  // A few hundred KB (antd's styles for the markup inline): always compressed when the browser allows.
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const [encoding, body] = /\bbr\b/.test(accepted) ? ['br', page.br] : /\bgzip\b/.test(accepted) ? ['gzip', page.gzip] : [undefined, page.html];
  return sendDocument(request, reply, page.etag, body, encoding);
}

/**
 * Serves the built single-page app from the same port as the API. Paths that are not files fall
 * back to index.html so the client router can take them; unknown /api paths keep their 404 envelope.
 * The public landing pages come rendered when the render process has them (prerendered-pages.ts).
 */
export async function serveWebApp(app: FastifyInstance, options: { distDir: string | undefined; prerender: boolean }): Promise<void> {
  const { distDir } = options;
  if (!distDir || !fs.existsSync(path.join(distDir, 'index.html'))) return;
  // serve: false — the plugin only lends reply.sendFile; the route below decides caching for every path
  // (with its own per-file routes, hashed assets were cached for an hour instead of a year).
  // preCompressed: the build writes .br/.gz beside each script and style (apps/web/vite.config.ts); they are
  // sent to browsers that accept them, and the plain file otherwise.
  await app.register(fastifyStatic, { root: distDir, serve: false, index: false, preCompressed: true });
  const indexHtml = fs.readFileSync(path.join(distDir, 'index.html'));
  const indexEtag = documentEtag(indexHtml);
  // Files inside the build only: a bare prefix would also let `/..%2fdist-server/...` reach the sibling folder.
  const distDirWithSeparator = path.resolve(distDir) + path.sep;

  const entry = renderProcessEntry(distDir);
  const prerendered = options.prerender && fs.existsSync(entry) ? new PrerenderedPages({ entry, distDir, log: app.log }) : undefined;
  if (prerendered) {
    // Rendered right after start-up, so the first visitors already get them.
    app.addHook('onReady', async () => prerendered.start());
    app.addHook('onClose', async () => prerendered.close());
  } else if (options.prerender) {
    app.log.info({ entry }, 'no render process in the web build: landing pages are drawn by the browser only');
  }

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const [pathname = '/', query] = request.url.split('?');
    const relative = decodeURIComponent(pathname).replace(/^\/+/, '');
    // A NUL character names no file (the file system calls throw on it): malformed, not a server fault.
    if (relative.includes('\0')) return reply.status(400).send(failure(ERRORS.BAD_REQUEST.code, `${ERRORS.BAD_REQUEST.msg}：请求地址含有无效字符`));
    const file = path.resolve(distDir, relative);
    // Dot-folders of the build (Vite's .vite/manifest.json) are build records, not part of the site.
    const hidden = relative.split('/').some((segment) => segment.startsWith('.'));
    if (relative && !hidden && file.startsWith(distDirWithSeparator) && !relative.startsWith('api/') && fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
      // Hashed assets never change under their name.
      const immutable = relative.startsWith('assets/');
      // The body depends on Accept-Encoding (pre-compressed copies): caches must keep one per encoding.
      reply.header('vary', 'accept-encoding');
      return reply.sendFile(relative, { maxAge: immutable ? 31_536_000_000 : 0, immutable });
    }
    if (relative.startsWith('api/')) return reply.callNotFound();
    // A file the build does not have — a chunk of an older build that a page opened before a deploy asks for, or
    // /favicon.ico — is a 404, not the app's page: a script answered with HTML fails only as a "MIME type" error.
    if (relative.startsWith('assets/') || /\.[a-z0-9]+$/i.test(path.posix.basename(relative))) return reply.callNotFound();
    // With a query the page shows something of its own (a search, a tab): the browser draws it.
    const page = query === undefined ? prerendered?.page(pathname) : undefined;
    if (page) return sendPrerendered(request, reply, page);
    return sendDocument(request, reply, indexEtag, indexHtml);
  });
}
