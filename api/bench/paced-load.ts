/**
 * An evenly paced, open-loop load: one request every 1000 / rate ms, whatever the answers do.
 * Each request's latency counts from the moment it was due, not from when it was sent, so a stall
 * of the server or of the machine shows in every request it holds up (no coordinated omission).
 *
 * Why not autocannon's `overallRate`: it paces per connection per second, so each connection sends
 * its share back to back at the start of every second: the server sees a burst of the whole
 * second's requests, and the figures are the burst's, not the rate's. autocannon still measures the
 * unpaced maximum (commerce-bench.ts).
 *
 * Why node:http and not fetch: the load generator must be cheaper than what it measures. fetch's
 * web streams allocate enough per request that the generator's own pauses showed in every figure:
 * the bare route's p99 at 200 req/s was 6.5-7.2 ms with fetch and 3.0-3.4 ms with a keep-alive
 * http.Agent, on the same machine and run.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

export interface PacedRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface PacedFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);

const round = (ms: number) => Math.round(ms * 10) / 10;

/** Keep-alive connections, as a browser's would be; enough sockets that no request waits for one. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** Sends one request and reads the whole answer; resolves with the status code. */
function send(url: string, request: Omit<PacedRequest, 'path'>): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(url, { method: request.method, headers: request.headers, agent }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

export async function pacedLoad(
  baseUrl: string,
  next: () => PacedRequest,
  rate: number,
  seconds: number,
): Promise<PacedFigures> {
  const interval = 1000 / rate;
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  const inFlight: Promise<void>[] = [];
  let non2xx = 0;
  let errors = 0;
  const start = performance.now() + 20;
  for (let i = 0; i < total; i += 1) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const { method, path, headers, body } = next();
    inFlight.push(
      send(baseUrl + path, { method, headers, body }).then(
        (status) => {
          latencies.push(performance.now() - due);
          if (status < 200 || status >= 300) non2xx += 1;
        },
        () => {
          errors += 1;
        },
      ),
    );
  }
  const lastDue = start + (total - 1) * interval;
  await Promise.all(inFlight);
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: round(total / ((lastDue - start + interval) / 1000)),
    p50Ms: round(percentile(sorted, 50)),
    p90Ms: round(percentile(sorted, 90)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1) ?? 0),
    requests: total,
    non2xx,
    errors,
    timeouts: 0,
  };
}
