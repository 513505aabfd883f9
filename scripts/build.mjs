/**
 * `npm run build`: builds every part for production, as `npm start`, `npm test` and
 * `npm run start:prod` do before they start anything:
 *   shell/dist        the shell (and its server's route table)
 *   mfe-<name>/dist   each remote, with its manifest and, where it has one, its server build (dist/ssr)
 *   api/dist          the API compiled to JavaScript (server.mjs: one process; cluster.mjs: the cluster)
 * Publishing a remote's build into the registry is a step of its own (npm run remote:publish).
 */
import { ensureDependencies, log } from './lib/proc.mjs';
import { buildAll } from './lib/topology.mjs';

ensureDependencies();
buildAll();
log('Built every part: shell/dist, mfe-catalog|checkout|account|dealers|staff/dist, api/dist');
