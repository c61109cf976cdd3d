/**
 * The pages the server renders ahead of the scripts (ARCHITECTURE.md "Server-rendered first paint"):
 * public, the same for every anonymous visitor on a given China day, and the ones people land on.
 * `source` is the page module as Vite's manifest names it, so the document links that page's chunk
 * and style sheet (routes.tsx `PAGES` loads the same module).
 */
export const PRERENDERED_ROUTES = [
  { path: '/', source: 'src/features/home/pages/home-page.tsx' },
  { path: '/product', source: 'src/features/product/pages/product-search-page.tsx' },
] as const;

/** Modules every page loads beside its own (i18n/index.ts `loadFeatureCatalogues`): started with the page's chunks. */
export const EVERY_PAGE_SOURCES = ['src/i18n/locales/features.zh-CN.ts'] as const;

export type PrerenderedPath = (typeof PRERENDERED_ROUTES)[number]['path'];

/** Between the API server and its render process (render-process.ts); the server keeps a copy of the shapes. */
export type RenderRequest = { type: 'render'; id: number; path: string };
export type RenderAnswer =
  | { type: 'ready'; paths: string[] }
  /** The document with its brotli and gzip copies (IPC with `serialization: 'advanced'` carries the bytes). */
  | { type: 'rendered'; id: number; path: string; html: Uint8Array; br: Uint8Array; gzip: Uint8Array }
  | { type: 'failed'; id: number; path: string; message: string };
