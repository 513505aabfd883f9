/**
 * Runs the shell's server on a given build folder, on a free port, in a plain Node process (the
 * server reads the route table with single-spa-layout's server API, which takes the browser's path
 * in a DOM test environment). Settings come from the environment as in production
 * (server/deployment.mjs); LOG_LEVEL turns on Fastify's log (JSON lines on stdout). Prints the port
 * once listening.
 *
 *   node tests/check/run-shell-server.mjs <dist dir>
 */
import { deploymentFrom } from '../../server/deployment.mjs';
import { createShellServer } from '../../server/shell-server.mjs';

const app = await createShellServer({
  distDir: process.argv[2],
  deployment: deploymentFrom(process.env),
  logger: process.env.LOG_LEVEL ? { level: process.env.LOG_LEVEL } : false,
});
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`listening ${app.server.address().port}\n`);
