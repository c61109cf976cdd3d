import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { inject } from 'vitest';
import { createDatabaseFromTemplate, findFreePort } from '@coastbook/server/testing';

export interface RunningServer {
  baseUrl: string;
  databaseUrl: string;
  /** Everything the server printed, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Starts the real server as its own process (the same entry `npm start` uses, minus the web build)
 * on a free port with a fresh database, and waits until /api/health answers.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: {
    /** Log lines the journey provokes on purpose (a fault it stages): matched lines do not fail it. */
    expectedComplaints?: RegExp;
  } = {},
): Promise<RunningServer> {
  const database = await createDatabaseFromTemplate(inject('databaseAdminUrl'), inject('templateDatabase'), 'e2e');
  const port = await findFreePort();
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', DATABASE_URL: database.url, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (true) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then((response) => response.ok, () => false);
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    databaseUrl: database.url,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await database.drop();
      // A page can cover a server fault with a friendly toast that the journey does not read: whatever went
      // wrong on the server during the journey fails it here, from the log (LOG_LEVEL=warn above).
      const complaints = serverComplaints(output, options.expectedComplaints);
      if (complaints.length > 0) throw new Error(`the server logged ${complaints.length} warning(s) or error(s) during the journey:\n${complaints.join('\n')}`);
    },
  };
}

/**
 * The server's log lines at warn (40) or above, but those matching `expected`: pino's JSON lines, each cut to
 * what a failure message can show.
 */
export function serverComplaints(output: string, expected?: RegExp): string[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .flatMap((line) => {
      try {
        return (JSON.parse(line) as { level?: number }).level! >= 40 && !expected?.test(line) ? [line.slice(0, 600)] : [];
      } catch {
        return [];
      }
    });
}
