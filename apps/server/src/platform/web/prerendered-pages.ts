import { fork, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

/** A page as the render process wrote it, for one China day, with its compressed copies. */
export interface PrerenderedPage {
  day: string;
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** Names this page's content (documentEtag): a browser that has it revalidates with a 304. */
  etag: string;
}

/**
 * A weak validator for a document: the same for each of its encodings (Vary: Accept-Encoding keeps them apart),
 * different whenever its bytes are.
 */
export function documentEtag(html: Buffer): string {
  return `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
}

// The render process's messages (apps/web/src/server-render/prerendered-routes.ts): a copy of the
// shapes, since the server does not import the web app's code.
type RenderAnswer =
  | { type: 'ready'; paths: string[] }
  | { type: 'rendered'; id: number; path: string; html: Uint8Array; br: Uint8Array; gzip: Uint8Array }
  | { type: 'failed'; id: number; path: string; message: string };

export interface PrerenderedPagesOptions {
  /** dist-server/render-process.js of the web build. */
  entry: string;
  /** dist/ of the same build (its index.html and manifest). */
  distDir: string;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** After the render process dies, how long before a request may start another (default 60 s). */
  restartDelayMs?: number;
}

/** The carrier's calendar day: pages show "today" in their date fields and the season in the hero. */
export function chinaDay(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(instant);
}

/**
 * The public landing pages rendered on the server (ARCHITECTURE.md "Server-rendered first paint"),
 * kept per path for the current China day. Rendering happens in a child process (the web build's
 * render process) so it never holds this event loop; a request never waits for it: until a page is
 * ready, or when its render failed, the plain index.html is served and the browser draws the page as
 * before. The process leaves once the day's pages are drawn (it would hold ~100 MB for a few renders a
 * day); a new day's first request starts it again for that day's pages.
 */
export class PrerenderedPages {
  private child: ChildProcess | undefined;
  /** Paths the render process can draw, from its `ready` message. */
  private paths: ReadonlySet<string> | undefined;
  private readonly pages = new Map<string, PrerenderedPage>();
  /** Renders asked for and not answered yet, by request id. */
  private readonly inFlight = new Map<number, { path: string; day: string }>();
  /** path → the day its render failed: not asked again before the next day. */
  private readonly failedOn = new Map<string, string>();
  private nextId = 1;
  private restartNotBefore = 0;
  private closed = false;
  /** The process was told to leave (its day's pages are done, or close()): its exit is no failure. */
  private dismissed: ChildProcess | undefined;
  /** The day a render process died before it was ready (a broken build): none is started again that day. */
  private brokenOn: string | undefined;

  constructor(private readonly options: PrerenderedPagesOptions) {}

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  /** Starts the render process; once it is ready every page is rendered for today, then it leaves. */
  start(): void {
    if (this.closed || this.child !== undefined) return;
    // China time: the forms' "today" and the hero's season come from the process clock (render-process.ts).
    // execArgv []: the page bundle is plain JavaScript; the server's own flags (tsx loader, profilers) stay here.
    const child = fork(this.options.entry, [this.options.distDir], {
      env: { ...process.env, TZ: 'Asia/Shanghai', NODE_ENV: 'production' },
      execArgv: [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      // Structured clone: the pages' bytes (already compressed by the process) arrive as bytes.
      serialization: 'advanced',
    });
    this.child = child;
    let ready = false;
    child.on('message', (message: RenderAnswer) => {
      if (message.type === 'ready') ready = true;
      this.receive(message);
    });
    child.on('error', (error) => this.options.log.warn({ err: error }, 'page render process failed to run'));
    child.on('exit', (code, signal) => {
      if (this.child === child) this.child = undefined;
      this.inFlight.clear();
      if (this.closed || this.dismissed === child) return;
      if (!ready) {
        // It could not even load the build (a missing manifest, a bundle that throws): starting it again
        // every minute would fail the same way.
        this.brokenOn = chinaDay(this.now());
        this.options.log.error({ code, signal, entry: this.options.entry }, 'page render process could not start; pages are served unrendered today');
        return;
      }
      this.restartNotBefore = Date.now() + (this.options.restartDelayMs ?? 60_000);
      this.options.log.warn({ code, signal }, 'page render process stopped; pages are served unrendered until it is restarted');
    });
  }

  /**
   * The page at `path` for today, or undefined: not a rendered path, not ready yet (its render is
   * started), or it failed today.
   */
  page(path: string): PrerenderedPage | undefined {
    if (this.closed) return undefined;
    const day = chinaDay(this.now());
    if (this.paths !== undefined && !this.paths.has(path)) return undefined;
    const page = this.pages.get(path);
    if (page?.day === day) return page;
    if (this.child === undefined) {
      // Started for a new day (its ready message asks for every page) or again after a failure.
      const startable = this.brokenOn !== day && Date.now() >= this.restartNotBefore;
      if (startable && (this.paths === undefined || this.failedOn.get(path) !== day)) this.start();
      return undefined;
    }
    // Before its ready message the process's pages are not known, and that message asks for every one of them:
    // asking for this path now would ask for pages it does not draw (/login) and report each one as failed.
    if (this.paths !== undefined) this.request(path, day);
    return undefined;
  }

  private request(path: string, day: string): void {
    if (this.child === undefined || this.dismissed === this.child || this.failedOn.get(path) === day) return;
    if ([...this.inFlight.values()].some((render) => render.path === path && render.day === day)) return;
    const id = this.nextId++;
    this.inFlight.set(id, { path, day });
    this.child.send({ type: 'render', id, path });
  }

  private receive(message: RenderAnswer): void {
    if (message.type === 'ready') {
      this.paths = new Set(message.paths);
      const day = chinaDay(this.now());
      for (const path of this.paths) if (this.pages.get(path)?.day !== day) this.request(path, day);
      this.dismissWhenDone(day);
      return;
    }
    const render = this.inFlight.get(message.id);
    this.inFlight.delete(message.id);
    if (render === undefined) return;
    if (message.type === 'failed') {
      this.failedOn.set(render.path, render.day);
      this.options.log.warn({ path: render.path, reason: message.message }, 'page could not be rendered on the server; served unrendered today');
    } else {
      const bytes = (data: Uint8Array) => Buffer.from(data.buffer, data.byteOffset, data.byteLength);
      const html = bytes(message.html);
      this.pages.set(render.path, { day: render.day, html, br: bytes(message.br), gzip: bytes(message.gzip), etag: documentEtag(html) });
      this.options.log.info({ path: render.path, day: render.day, bytes: message.html.byteLength }, 'page rendered on the server');
    }
    this.dismissWhenDone(render.day);
  }

  /** Every page of `day` drawn (or failed for the day): the process has nothing left to do until tomorrow. */
  private dismissWhenDone(day: string): void {
    const child = this.child;
    if (child === undefined || this.dismissed === child || this.paths === undefined || this.inFlight.size > 0) return;
    if (![...this.paths].every((path) => this.pages.get(path)?.day === day || this.failedOn.get(path) === day)) return;
    this.dismissed = child;
    child.disconnect();
  }

  async close(): Promise<void> {
    this.closed = true;
    const child = this.child;
    if (child === undefined || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}
