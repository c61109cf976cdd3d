import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app';

// The built web app served beside the API (app.ts serveWebApp), on a small dist folder shaped like Vite's.
let testApp: TestApp;
let distDir: string;
const script = `console.log(${JSON.stringify('订舱'.repeat(400))});\n`;

beforeAll(async () => {
  distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'coastbook-dist-'));
  await fs.mkdir(path.join(distDir, 'assets'));
  await fs.writeFile(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
  await fs.writeFile(path.join(distDir, 'assets/index-abc123.js'), script);
  await fs.writeFile(path.join(distDir, 'assets/index-abc123.js.br'), zlib.brotliCompressSync(script));
  await fs.writeFile(path.join(distDir, 'assets/index-abc123.js.gz'), zlib.gzipSync(script));
  await fs.writeFile(path.join(distDir, 'assets/plain-def456.css'), 'body{margin:0}');
  testApp = await createTestApp({ env: { WEB_DIST_DIR: distDir } });
});

afterAll(async () => {
  await testApp?.close();
  await fs.rm(distDir, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('sends the pre-compressed brotli script to a browser that accepts it, cached for a year', async () => {
    const answer = await testApp.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toContain('javascript');
    expect(answer.headers['cache-control']).toContain('immutable');
    expect(answer.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(answer.rawPayload).toString()).toBe(script);
    expect(answer.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 4);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzip = await testApp.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await testApp.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);

    const notCompressed = await testApp.app.inject({ method: 'GET', url: '/assets/plain-def456.css', headers: { 'accept-encoding': 'br' } });
    expect(notCompressed.statusCode).toBe(200);
    expect(notCompressed.body).toBe('body{margin:0}');
  });

  it('answers client routes with index.html and unknown API paths with the 404 envelope', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/orderManagementIndex?tab=W' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<div id="root">');
    // Revalidated on each visit: the same index.html again is a 304 without a body.
    const again = await testApp.app.inject({ method: 'GET', url: '/userCenter', headers: { 'if-none-match': String(page.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const api = await testApp.app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 404 });
  });

  it('answers a file the build does not have with the 404 envelope, not the app page (a chunk of an older build, /favicon.ico)', async () => {
    for (const url of ['/assets/order-management-page-OLDHASH.js', '/assets/table-OLDHASH.css', '/assets/no-extension', '/favicon.ico', '/robots.txt']) {
      const answer = await testApp.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['content-type'], url).toContain('application/json');
      expect(answer.json(), url).toMatchObject({ code: 404 });
    }
  });

  it('refuses a path with a NUL character with the 400 envelope (it was a 500)', async () => {
    const answer = await testApp.app.inject({ method: 'GET', url: '/assets/index-abc123.js%00.png' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ code: 400, msg: '请求错误：请求地址含有无效字符', data: null });
  });

  it('serves no file outside the build, also from a sibling folder whose name starts like it', async () => {
    // The render process's folder sits beside dist/ as dist-server/: a bare prefix check let such paths through.
    const sibling = `${distDir}-server`;
    await fs.mkdir(sibling);
    await fs.writeFile(path.join(sibling, 'render-process.js'), 'SERVER-ONLY');
    try {
      const name = path.basename(sibling);
      for (const url of [`/..%2f${name}%2frender-process.js`, `/assets/..%2f..%2f${name}%2frender-process.js`, `/%2e%2e/${name}/render-process.js`]) {
        const answer = await testApp.app.inject({ method: 'GET', url });
        expect(answer.body, url).not.toContain('SERVER-ONLY');
      }
    } finally {
      await fs.rm(sibling, { recursive: true, force: true });
    }
  });
});
