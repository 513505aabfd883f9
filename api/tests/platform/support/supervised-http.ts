/**
 * A supervised cluster of tiny HTTP workers for the supervisor's test (the supervisor as the
 * production profile uses it, with a stand-in for the API in each worker).
 *   tsx supervised-http.ts <pid file> <port>
 */
import cluster from 'node:cluster';
import http from 'node:http';
import { supervise } from '../../../src/platform/process/supervisor';

const [pidFile, port] = process.argv.slice(2);

if (cluster.isPrimary) {
  await supervise({
    workers: 2,
    pidFile,
    shutdownTimeoutMs: 5_000,
    prepare: async () => undefined,
    log: (message, fields) => console.log(JSON.stringify({ msg: message, ...fields })),
  });
} else {
  const server = http.createServer((_req, res) => res.end(String(process.pid)));
  server.listen(Number(port), '127.0.0.1');
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}
