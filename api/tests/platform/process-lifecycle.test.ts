/**
 * The production profile's processes (issue 13): a graceful shutdown lets the requests in flight
 * finish (serve.ts), and the supervisor replaces a killed worker at once and stops its workers on
 * SIGTERM (platform/process/supervisor.ts, run as a real node:cluster in a child process).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/platform/config';
import type { WorkerPids } from '../../src/platform/process/supervisor';
import { serve } from '../../src/serve';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Polls `check` until it answers a value (not undefined), or fails after `ms`. */
async function eventually<T>(check: () => T | undefined, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('graceful shutdown of one API process', () => {
  it('finishes the requests in flight, then stops accepting and closes the database', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'halvorsen-serve-'));
    const config = {
      ...loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
      database: { kind: 'pglite' as const, dir: null },
    };
    let release: () => void = () => undefined;
    let arrived = false;
    const api = await serve({
      config,
      prepare: true,
      beforeListen: (app) => {
        app.get('/test/slow', async () => {
          await new Promise<void>((resolve) => {
            release = resolve;
            arrived = true;
          });
          return { done: true };
        });
      },
    });
    const inFlight = fetch(`${api.url}/test/slow`).then(async (response) => ({
      status: response.status,
      body: await response.json(),
    }));
    await eventually(() => (arrived ? true : undefined));
    const shutdown = api.shutdown('test');
    expect(api.app.lifecycle.draining).toBe(true);
    let finished = false;
    void shutdown.then(() => {
      finished = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(finished).toBe(false); // waits for the request in flight
    release();
    expect(await inFlight).toEqual({ status: 200, body: { done: true } });
    await shutdown;
    await expect(fetch(`${api.url}/health`)).rejects.toThrow();
  }, 60_000);
});

describe('the supervisor', () => {
  let child: ChildProcess | undefined;

  it('replaces a killed worker at once and stops every worker on SIGTERM', async () => {
    const pidFile = path.join(mkdtempSync(path.join(tmpdir(), 'halvorsen-supervisor-')), 'pids.json');
    const port = await freePort();
    child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'support/supervised-http.ts'), pidFile, String(port)],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const pids = () => (existsSync(pidFile) ? (JSON.parse(readFileSync(pidFile, 'utf8')) as WorkerPids) : undefined);
    const first = await eventually(() => {
      const current = pids();
      return current && current.workers.length === 2 ? current : undefined;
    });
    expect(first.primary).toBe(child.pid);
    const answer = async () => Number(await (await fetch(`http://127.0.0.1:${port}/`)).text());
    expect(first.workers).toContain(await answer());

    const victim = first.workers[0] as number;
    process.kill(victim, 'SIGKILL');
    const after = await eventually(() => {
      const current = pids();
      return current && current.replaced === 1 && current.workers.length === 2 ? current : undefined;
    });
    expect(after.workers).not.toContain(victim);
    expect(after.workers).toContain(first.workers[1]);
    // The new worker serves as well.
    const seen = new Set<number>();
    for (let i = 0; i < 20; i++) seen.add(await answer());
    expect([...seen].every((pid) => after.workers.includes(pid))).toBe(true);

    const exited = new Promise<number | null>((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(existsSync(pidFile)).toBe(false);
    for (const pid of after.workers) expect(() => process.kill(pid, 0)).toThrow();
  }, 60_000);
});
