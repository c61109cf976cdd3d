import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { LOCAL_STORAGE_KEYS } from '@coastbook/domain';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY } from '../i18n/language';
import { BOOT_SCRIPT, pageAssets, pageDocument, type ViteManifest } from './page-document';

const INDEX_HTML = `<!doctype html>
<html lang="zh-CN">
  <head>
    <title>CoastBook 海运订舱</title>
    <script type="module" crossorigin src="/assets/index-AAA.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-BBB.js">
    <link rel="stylesheet" crossorigin href="/assets/index-CCC.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const MANIFEST: ViteManifest = {
  'index.html': { file: 'assets/index-AAA.js', isEntry: true, imports: ['_vendor.js'], css: ['assets/index-CCC.css'] },
  '_vendor.js': { file: 'assets/vendor-BBB.js' },
  'src/features/home/pages/home-page.tsx': { file: 'assets/home-page-DDD.js', imports: ['index.html', '_form.js'], css: ['assets/home-page-EEE.css'] },
  '_form.js': { file: 'assets/form-FFF.js', imports: ['_vendor.js'], css: ['assets/form-GGG.css'] },
  'src/i18n/locales/features.zh-CN.ts': { file: 'assets/features.zh-CN-HHH.js' },
};

describe('pageAssets', () => {
  it('collects the page chunk, the chunks it imports and their style sheets, without the entry', () => {
    expect(pageAssets(MANIFEST, 'src/features/home/pages/home-page.tsx')).toEqual({
      scripts: ['assets/home-page-DDD.js', 'assets/form-FFF.js', 'assets/vendor-BBB.js'],
      styles: ['assets/home-page-EEE.css', 'assets/form-GGG.css'],
    });
  });

  it('adds the modules every page loads beside it, once each', () => {
    expect(pageAssets(MANIFEST, 'src/features/home/pages/home-page.tsx', 'src/i18n/locales/features.zh-CN.ts', '_form.js').scripts).toEqual([
      'assets/home-page-DDD.js',
      'assets/form-FFF.js',
      'assets/vendor-BBB.js',
      'assets/features.zh-CN-HHH.js',
    ]);
  });

  it('refuses a page module the build does not know', () => {
    expect(() => pageAssets(MANIFEST, 'src/features/gone.tsx')).toThrow('src/features/gone.tsx is not in the client build');
  });
});

describe('pageDocument', () => {
  const assets = pageAssets(MANIFEST, 'src/features/home/pages/home-page.tsx');
  const page = { markup: '<h1>运价 $& 起</h1>', css: '.a{color:red}</style><script>', title: '首页 <b>' };
  const html = pageDocument(INDEX_HTML, page, assets);

  it('puts the markup in the marked root and the page title in the head', () => {
    expect(html).toContain('<div id="root" data-prerendered><h1>运价 $& 起</h1></div>');
    expect(html).toContain('<title>首页 &lt;b&gt;</title>');
  });

  it('links the page style sheets once and inlines antd styles that cannot close their tag', () => {
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/home-page-EEE.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/form-GGG.css">');
    expect(html.match(/index-CCC\.css/g)).toHaveLength(1);
    expect(html).toContain('<style data-prerendered>.a{color:red}<\\/style><script></style>');
  });

  it('hands every script to the boot script instead of loading them with the markup', () => {
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('modulepreload');
    const boot = /<script src="([^"]+)" data-entry="([^"]+)" data-modules="([^"]+)"><\/script>/.exec(html);
    expect(boot?.[1]).toBe(BOOT_SCRIPT);
    expect(boot?.[2]).toBe('/assets/index-AAA.js');
    expect(boot?.[3]?.split(' ')).toEqual(['/assets/vendor-BBB.js', '/assets/home-page-DDD.js', '/assets/form-FFF.js']);
  });

  it('refuses an index.html it cannot fill', () => {
    expect(() => pageDocument(INDEX_HTML.replace('<div id="root"></div>', '<div id="app"></div>'), page, assets)).toThrow('index.html lacks');
  });
});

/** Runs public/prerender-boot.js against a stand-in document: what it hides and when it starts the app. */
function runBootScript(stored: Record<string, string>, visibilityState: 'visible' | 'hidden' = 'visible') {
  const source = fs.readFileSync(path.resolve(import.meta.dirname, '../../public/prerender-boot.js'), 'utf8');
  const appended: Array<{ tag: string; rel?: string; type?: string; href?: string; src?: string }> = [];
  const frames: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const attributes: Record<string, string> = {};
  const bootTag = { getAttribute: (name: string) => ({ 'data-entry': '/assets/index-AAA.js', 'data-modules': '/assets/vendor-BBB.js /assets/home-page-DDD.js' })[name] ?? null };
  const document = {
    currentScript: bootTag,
    visibilityState,
    documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) },
    head: { appendChild: (element: (typeof appended)[number]) => appended.push(element) },
    createElement: (tag: string) => ({ tag }),
    addEventListener: () => undefined,
  };
  vm.runInNewContext(source, {
    document,
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  });
  const drawFrame = () => {
    for (const frame of frames.splice(0)) frame();
    for (const timer of timers.splice(0)) timer();
  };
  return { attributes, appended, drawFrame };
}

describe('the boot script of a server-rendered page', () => {
  it('shows the markup to an anonymous Chinese visitor and starts the app after the first frame', () => {
    const boot = runBootScript({ [LANGUAGE_STORAGE_KEY]: DEFAULT_LANGUAGE });
    expect(boot.attributes['data-prerender']).toBeUndefined();
    expect(boot.appended).toEqual([]);
    boot.drawFrame();
    expect(boot.appended.map((element) => element.href ?? element.src)).toEqual(['/assets/vendor-BBB.js', '/assets/home-page-DDD.js', '/assets/index-AAA.js']);
    expect(boot.appended.at(-1)).toMatchObject({ tag: 'script', type: 'module' });
    expect(boot.appended[0]).toMatchObject({ tag: 'link', rel: 'modulepreload' });
  });

  it('hides the markup from a stored login and from English, and starts the app at once', () => {
    const visitors: Array<Record<string, string>> = [{ [LOCAL_STORAGE_KEYS.token]: '{"access_token":"t"}' }, { [LANGUAGE_STORAGE_KEY]: 'en-US' }];
    for (const stored of visitors) {
      const boot = runBootScript(stored);
      expect(boot.attributes['data-prerender']).toBe('hidden');
      expect(boot.appended.at(-1)).toMatchObject({ tag: 'script', src: '/assets/index-AAA.js' });
    }
  });

  it('does not wait for a frame in a background tab', () => {
    expect(runBootScript({}, 'hidden').appended).toHaveLength(3);
  });
});
