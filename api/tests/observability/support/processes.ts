/** Child processes of the API for the observability tests: free ports, waiting, stopping. */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Polls `check` until it answers a value (not undefined), or fails after `ms`. */
export async function eventually<T>(check: () => Promise<T | undefined> | T | undefined, ms = 30_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    let value: T | undefined;
    try {
      value = await check();
    } catch {
      value = undefined; // not up yet
    }
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A PostgreSQL URL whose connections use the given search_path (a test's own schema). */
export function urlWithSearchPath(url: string, searchPath: string): string {
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}options=${encodeURIComponent(`-c search_path=${searchPath}`)}`;
}

export interface ApiProcess {
  child: ChildProcess;
  /** Every stdout line so far (JSON log lines and the start message). */
  lines: string[];
  stop(): Promise<number | null>;
}

/** Runs an API entry (src/server.ts or src/cluster.ts) through tsx, as `npm start` does. */
export function startApiProcess(entry: string, env: NodeJS.ProcessEnv): ApiProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(API_DIR, entry)], {
    cwd: API_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  let rest = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const text = rest + chunk.toString('utf8');
    const parts = text.split('\n');
    rest = parts.pop() ?? '';
    lines.push(...parts);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    child,
    lines,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
