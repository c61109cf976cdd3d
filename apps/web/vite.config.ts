import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The API runs on :8080 in development (apps/server); in production the server serves this build
// and /api on one port, so the proxy is a dev/preview convenience only.
const apiProxy = { '/api': { target: 'http://localhost:8080', changeOrigin: true } };

/**
 * Writes `.br` and `.gz` beside every script, style sheet and SVG of the build: the server sends them
 * (@fastify/static `preCompressed`) to browsers that accept them, so nothing is compressed per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'coastbook-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json)$/.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const content = fs.readFileSync(file);
        if (content.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

// Two builds (package.json "build"): the browser's (dist/) and, with --ssr, the render process that
// draws the public landing pages on the server (src/server-render, dist-server/).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), precompress()],
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    // .vite/manifest.json: which chunk and style sheet each page module became, for the server-rendered
    // documents (src/server-render/page-document.ts).
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    chunkSizeWarningLimit: 900,
    // What every first visit runs (the entry's static imports, tagged $initial) comes as two files instead of
    // ~40 small ones: the libraries (vendor: React, antd's shell components, the router, i18next; changes
    // with a dependency update) and our shell (changes with every release). Over HTTP/1.1's six connections
    // per host the small files queued behind each other, and the page's own chunks waited behind them.
    // Route chunks keep Rolldown's automatic splitting: merging those made every page load the others' code.
    ...(isSsrBuild
      ? {}
      : {
          rolldownOptions: {
            // A lazy import of a module that is also imported statically moves nothing into a chunk of its
            // own: the code it meant to defer comes with the static importer (the service-terms bar came with
            // the first load, unnoticed, until 2026-11-30). Rolldown only warns about it; the build refuses it.
            onLog(level, log, handle) {
              if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT') throw new Error(`${log.message}\nImport it statically, or import the lazy part from its own module.`);
              handle(level, log);
            },
            output: {
              codeSplitting: {
                groups: [
                  { name: 'vendor', tags: ['$initial' as const], test: /[\\/]node_modules[\\/]/ },
                  { name: 'shell', tags: ['$initial' as const] },
                ],
              },
            },
          },
        }),
  },
  // The render process runs from dist-server/ with no node_modules beside it, and antd's ES modules are not
  // importable by Node as published: bundle everything.
  ssr: { noExternal: true },
}));
