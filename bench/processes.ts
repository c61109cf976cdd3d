import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The repository root (bench/ sits right under it). */
export const ROOT = path.resolve(import.meta.dirname, '..');

export interface NodeProcess {
  pid: number;
  baseUrl: string;
  /** Everything the process printed, for error messages. */
  output(): string;
  /** Resident memory (VmRSS of /proc/<pid>/status) in MiB. */
  rssMiB(): number;
  stop(): Promise<void>;
}

/** VmRSS of a process in MiB, read from /proc (Linux). */
export function readRssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  if (!kib) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kib) / 1024;
}

/** Processes started by `pid` whose command line contains `match` (e.g. the server's page render process). */
export function childPidsOf(pid: number, match: string): number[] {
  const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  return children.filter((child) => {
    try {
      return fs.readFileSync(`/proc/${child}/cmdline`, 'utf8').includes(match);
    } catch {
      return false;
    }
  });
}

/** What a process has used so far, from /proc/<pid>/stat (Linux; the clock tick is 100 Hz). */
export interface ProcessUsage {
  /** User + system CPU seconds. */
  cpuSeconds: number;
  /**
   * Minor page faults: memory the process touched for the first time (or again after giving it back).
   * A server in a steady state has next to none; one per request means its heap keeps taking fresh pages.
   */
  minorFaults: number;
}

export function readProcessUsage(pid: number): ProcessUsage {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return { cpuSeconds: (Number(fields[11]) + Number(fields[12])) / 100, minorFaults: Number(fields[7]) };
}

/**
 * Starts `node <args>` from the repository root with `env` added, and waits until `readyPath` answers
 * 2xx on `port`. The server runs in its own process so the load generator (this process) does not
 * share its event loop, and its memory can be read from /proc.
 */
export async function startNodeProcess(options: { args: string[]; env: Record<string, string>; port: number; readyPath: string; timeoutMs?: number }): Promise<NodeProcess> {
  let output = '';
  const child: ChildProcess = spawn(process.execPath, options.args, { cwd: ROOT, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  while (true) {
    if (child.exitCode !== null) throw new Error(`${options.args.join(' ')} exited early:\n${output}`);
    const ready = await fetch(`${baseUrl}${options.readyPath}`).then((response) => response.ok, () => false);
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${options.args.join(' ')} did not become ready:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const pid = child.pid!;
  return {
    pid,
    baseUrl,
    output: () => output,
    rssMiB: () => readRssMiB(pid),
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * The environment of the server under load (load, booking and starts sections): production mode as deployed,
 * the per-IP limit raised so one load generator is not refused (the limiter still runs on every request).
 */
export const LOADED_SERVER_ENV = { NODE_ENV: 'production', RATE_LIMIT_MAX: '1000000000' } as const;

/** The CoastBook server as `npm start` runs it (main.ts through tsx), on a given database. */
export function startCoastBookServer(options: { databaseUrl: string; port: number; webDistDir: string; env?: Record<string, string>; cpuProfileDir?: string }): Promise<NodeProcess> {
  return startNodeProcess({
    args: [...(options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : []), '--import', 'tsx', 'apps/server/src/main.ts'],
    env: { DATABASE_URL: options.databaseUrl, PORT: String(options.port), HOST: '127.0.0.1', WEB_DIST_DIR: options.webDistDir, ...options.env },
    port: options.port,
    readyPath: '/api/health',
  });
}

export interface ProfileLine {
  selfPercent: number;
  functionName: string;
  location: string;
}

/**
 * The functions that held the CPU longest (self time) in a V8 .cpuprofile written by `node --cpu-prof`,
 * grouped by function and file. "(idle)", "(program)" and "(garbage collector)" are V8's own buckets.
 */
export function summariseCpuProfile(file: string, top = 15): ProfileLine[] {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as { nodes: Array<{ hitCount?: number; callFrame: { functionName: string; url: string; lineNumber: number } }> };
  const byFunction = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    total += hits;
    const { functionName, url, lineNumber } = node.callFrame;
    const location = url ? `${url.replace(/^file:\/\//, '').replace(`${ROOT}/`, '')}:${lineNumber + 1}` : '';
    const key = `${functionName || '(anonymous)'}\t${location}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + hits);
  }
  return [...byFunction.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, hits]) => {
      const [functionName, location] = key.split('\t') as [string, string];
      return { selfPercent: (hits / Math.max(total, 1)) * 100, functionName, location };
    });
}
