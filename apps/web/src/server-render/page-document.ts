/**
 * Builds the HTML document of a server-rendered page from the client build's index.html: the page's
 * markup inside #root, its style sheets in the head, antd's styles for the markup inline, and in place
 * of the app's script tags the boot script (public/prerender-boot.js), which hides the markup from
 * visitors it does not describe (a stored login, another language) and starts the app's scripts, the
 * page's chunks included, after the first frame. Pure string work, so it is tested without a build.
 */

/** The part of Vite's `.vite/manifest.json` this needs. */
export type ViteManifest = Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>;

export interface RenderedPage {
  /** React's markup of the page (shell included). */
  markup: string;
  /** antd's CSS for that markup (plain text, no style tags). */
  css: string;
  title: string;
}

/** Marks the server-rendered root and its inline styles; main.tsx reads the first, removes the second. */
export const PRERENDER_ATTRIBUTE = 'data-prerendered';
export const BOOT_SCRIPT = '/prerender-boot.js';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The chunks and style sheets of the given modules (the page module, and what every page loads beside it)
 * with those of the chunks they import statically, without the entry.
 */
export function pageAssets(manifest: ViteManifest, ...sources: string[]): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined || chunk.isEntry || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const sheet of chunk.css ?? []) styles.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) {
    if (manifest[source] === undefined) throw new Error(`${source} is not in the client build's manifest`);
    visit(source);
  }
  return { scripts: [...scripts], styles: [...styles] };
}

export function pageDocument(indexHtml: string, page: RenderedPage, assets: { scripts: string[]; styles: string[] }): string {
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (entry === undefined || !indexHtml.includes('<div id="root"></div>') || !indexHtml.includes('</head>')) {
    throw new Error('index.html lacks its module entry script, an empty <div id="root"></div> or </head>');
  }
  const preloaded = [...indexHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const modules = [...new Set([...preloaded, ...assets.scripts.map((file) => `/${file}`)])].filter((file) => file !== entry);
  const head = [
    ...assets.styles.filter((file) => !indexHtml.includes(`/${file}"`)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    // </style> cannot occur inside CSS that antd generates from tokens, but a stray one would end the tag early.
    `<style ${PRERENDER_ATTRIBUTE}>${page.css.replace(/<\/style/gi, '<\\/style')}</style>`,
    `<script src="${BOOT_SCRIPT}" data-entry="${entry}" data-modules="${modules.join(' ')}"></script>`,
  ].join('');
  // Replacer functions: a `$` in the markup (a price) must not be read as a replacement pattern.
  return indexHtml
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', () => `${head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root" ${PRERENDER_ATTRIBUTE}>${page.markup}</div>`);
}
