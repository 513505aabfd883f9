/**
 * What Lighthouse's simulated LCP counts: the files and main-thread tasks of its two LCP graphs
 * (optimistic and pessimistic, averaged into the LCP it reports) with their simulated start and
 * end, from the artifacts of one Lighthouse run. Lighthouse's default mobile LCP is not the paint
 * the browser saw but an estimate over these graphs: every request that ended before the observed
 * paint is in them, unless it is a low-priority image, or a script whose evaluation (a task of
 * 10 ms or more) started after the paint (decision 0038). A script evaluated in a shorter task has
 * no task in the graph, so it counts whenever it ended before the paint (decision 0062).
 *
 *   node bench/lcp-graph.mjs /checkout   -> one run on the running shop (`npm start`), checkout
 *                                           with a guest's cart as the bench measures it
 *   node_modules/.bin/lighthouse <url> --only-categories=performance -G=<dir> (in bench/), then
 *   node bench/lcp-graph.mjs <dir>
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { SHOP_URL } from '../scripts/shop-parts.mjs';
import { guestWithCartItemStorage } from './cold-load.mjs';
import { gatherArtifacts } from './lighthouse.mjs';

/** The artifacts' folder: the one named, or a run gathered now on a page path of the running shop. */
async function artifactsDir(target) {
  if (!target.startsWith('/')) return target;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lcp-graph-'));
  const storage = target === '/checkout' ? await guestWithCartItemStorage() : {};
  await gatherArtifacts(`${SHOP_URL}${target}`, dir, storage);
  console.error(`artifacts of the run: ${dir}`);
  return dir;
}

const artifacts = await loadArtifacts(await artifactsDir(process.argv[2]));
const { settings } = artifacts;
const lcp = await LanternLargestContentfulPaint.request(
  {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  },
  { computedCache: new Map(), settings },
);
console.log(
  `LCP ${Math.round(lcp.timing)} ms: optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)}`,
);
const TASK_EVENTS = new Set(['EvaluateScript', 'Layout', 'ParseHTML', 'FunctionCall', 'TimerFire']);
for (const [name, estimate] of [
  ['optimistic', lcp.optimisticEstimate],
  ['pessimistic', lcp.pessimisticEstimate],
]) {
  console.log(`\n${name} graph (simulated start, end ms):`);
  const rows = [...estimate.nodeTimings.entries()].map(([node, timing]) => {
    const what =
      node.type === 'network'
        ? `${node.request.resourceType} ${node.request.priority} ${node.request.transferSize} B ${node.request.url}`
        : `task of ${Math.round((node.endTime - node.startTime) / 1000)} ms observed: ${[
            ...new Set(node.childEvents.filter((e) => TASK_EVENTS.has(e.name)).map((e) => e.name)),
          ].join(', ')}`;
    return { start: Math.round(timing.startTime), end: Math.round(timing.endTime), what };
  });
  rows.sort((a, b) => a.end - b.end);
  for (const row of rows) console.log(`${row.start} ${row.end} ${row.what}`);
}
