/**
 * bench/results.md from the figures `npm run bench` gathered (scripts/bench.mjs). A page's headline
 * figures are those of its median run by score; beside them, each figure's own median over the
 * runs (the run with the median score need not have the median LCP), and every run's figures.
 */
import { lowerMedian } from './lower-median.mjs';

/** The median of one figure over a page's runs (the lower middle one for an even count). */
function median(runs = [], key) {
  const values = runs.map((run) => run[key]).filter((value) => typeof value === 'number');
  return values.length === 0 ? '?' : lowerMedian(values);
}

/** The page type of a measured route: home, collection, product or the route itself without its slash. */
function pageTypeOf(route) {
  if (route === '/') return 'home';
  if (route.startsWith('/product/')) return 'product';
  if (route.startsWith('/collection/')) return 'collection';
  return route.replace(/^\//, '');
}

/** A route's cold-load budget: by its path, else by its page type (a product's path names the product). */
export function coldLoadBudget(budgets = {}, route = '') {
  return budgets[route] ?? budgets[pageTypeOf(route)] ?? '?';
}

export function summarise(r) {
  const lines = [
    `# Benchmark ${r.measuredAt} (${r.commit})`,
    '',
    '| route | JS gzip KB (shell + owner + shared) | budget KB | deferred fragments KB | React DOM copies |',
    '|---|---|---|---|---|',
  ];
  for (const c of r.coldLoads ?? [])
    lines.push(
      `| ${c.route} | ${c.jsGzipKb} | ${coldLoadBudget(r.budgets?.coldLoadKbGzip, c.route)} | ${c.deferredFragmentsGzipKb} | ${c.reactDomCopies} |`,
    );
  for (const [name, l] of Object.entries(r.lighthousePages ?? { home: r.lighthouse })) {
    if (!l) continue;
    const perRun = (label, key) => `  runs (${label}): ${(l.runs ?? []).map((run) => run[key] ?? '?').join(', ')}`;
    lines.push(
      '',
      `Lighthouse mobile ${name} ${l.path ?? '/'} (median of ${l.runs?.length ?? 1} runs): score ${l.score}, LCP ${l.lcpMs} ms, TBT ${l.tbtMs} ms, CLS ${l.cls}`,
      `  targets: score ${r.budgets?.lighthouseMobileScore ?? '?'} or more, LCP ${r.budgets?.lighthouseLcpMs ?? '?'} ms or less, TBT ${r.budgets?.lighthouseTbtMs ?? '?'} ms or less`,
      `  each figure's own median: score ${median(l.runs, 'score')}, LCP ${median(l.runs, 'lcpMs')} ms, TBT ${median(l.runs, 'tbtMs')} ms, CLS ${median(l.runs, 'cls')}`,
      perRun('score', 'score'),
      perRun('LCP ms', 'lcpMs'),
      perRun('TBT ms', 'tbtMs'),
      perRun('host CPU, Lighthouse benchmarkIndex', 'benchmarkIndex'),
      perRun('host memory, ms to first touch 256 MiB', 'freshMemoryMs'),
    );
  }
  if (r.peers && r.lighthousePages) {
    // The peers' figures are data (bench/peers.json), beside this run's: a page type, then each.
    const names = Object.keys(r.peers.peers);
    const cell = (f) => (f ? `${f.score} / ${f.lcpMs} ms / ${f.tbtMs} ms / ${f.jsKb} KB` : '—');
    const ours = (type) => {
      const l = r.lighthousePages[type];
      const js = (r.coldLoads ?? []).find((c) => pageTypeOf(c.route) === type);
      return l && !l.error ? cell({ ...l, jsKb: js?.jsGzipKb ?? '?' }) : '—';
    };
    lines.push(
      '',
      '## Beside the peers',
      '',
      `Score / LCP / TBT / first-view JS (this shop's JS is each file's gzip -9, as the table above counts). This run's figures, and the peers' from bench/peers.json: ${r.peers.source}`,
      '',
      `| page | this shop (this run) | ${names.join(' | ')} |`,
      `|---|---|${names.map(() => '---').join('|')}|`,
      ...['home', 'collection', 'product', 'checkout'].map(
        (type) => `| ${type} | ${ours(type)} | ${names.map((name) => cell(r.peers.peers[name][type])).join(' | ')} |`,
      ),
    );
  }
  if (r.throttledLoads) {
    lines.push(
      '',
      '## A throttled phone, as it happens',
      '',
      "bench/throttled-load.mjs: Chromium throttled as Lighthouse's devtools mode throttles its mobile preset (slow 4G, CPU x4), cold loads, medians; LCP as the browser reported it, hydrated when the shell and the owner had taken over the server's HTML.",
      '',
      '| page | LCP ms | hydrated ms | last script started ms | runs |',
      '|---|---|---|---|---|',
      ...r.throttledLoads.map(
        (t) => `| ${t.path} | ${t.lcpMs} | ${t.hydratedMs} | ${t.lastScriptStartMs} | ${t.runs.length} |`,
      ),
    );
  }
  if (r.serverRender) {
    const line = (name, t) =>
      `| ${name} | ${t.url.replace(/^https?:\/\/[^/]+/, '')} | ${t.rate}/s for ${t.seconds} s | ${t.p50Ms} | ${t.p95Ms} | ${t.p99Ms} | ${JSON.stringify(t.statuses)} |`;
    lines.push(
      '',
      '## Server rendering under load',
      '',
      '| target | path | load | p50 ms | p95 ms | p99 ms | statuses |',
      '|---|---|---|---|---|---|---|',
      line('server-rendered product page', r.serverRender.page),
      ...(r.serverRender.uncached ? [line('the same, rendered afresh each time', r.serverRender.uncached)] : []),
      line('static file, same server', r.serverRender.staticFile),
    );
  }
  if (r.registry) {
    const { read, beaconIngest: b } = r.registry;
    const page = (name, t) =>
      `| ${name} | ${t.rate}/s for ${t.seconds} s | ${t.p50Ms} | ${t.p95Ms} | ${t.p99Ms} | ${JSON.stringify(t.statuses)} | ${t.apiCpuMsPerSecond ?? '?'} | ${t.machineBusyPercent} % |`;
    lines.push(
      '',
      '## Remote registry',
      '',
      `Registry read per page in the shell's server (warm cache, ${read.pages} pages): state p95 ${read.stateRead.p95Us} µs; with the version choice and Remote-Versions header p95 ${read.readChooseAndHeader.p95Us} µs, p99 ${read.readChooseAndHeader.p99Us} µs (budget ${r.budgets?.registryReadP95Us ?? 1000} µs)`,
      '',
      `Beacon ingest: ${b.ingest.beaconsPerSecond} beacons/s accepted of ${b.targetBeaconsPerSecond} sent (batches of ${b.batchSize}; ${JSON.stringify(b.ingest.statuses)}; p95 ${b.ingest.p95Ms} ms), the product page meanwhile:`,
      '',
      '| product page | load | p50 ms | p95 ms | p99 ms | statuses | API CPU ms/s | machine busy |',
      '|---|---|---|---|---|---|---|---|',
      page('alone', b.pageAlone),
      page('during the beacon ingest', b.pageDuringIngest),
    );
  }
  if (r.observability) {
    const o = r.observability;
    const row = (t) =>
      `| ${t.label} | ${t.p50Ms} | ${t.p95Ms} | ${t.p99Ms} | ${t.p99PerRound?.join(', ') ?? ''} | ${t.apiCpuMsPerRequest} | ${JSON.stringify(t.statuses)} |`;
    lines.push(
      '',
      '## Observability overhead (API)',
      '',
      `${o.path} at ${o.rate}/s, one API process per mode, ${o.rounds} interleaved rounds of ${o.seconds} s (off, tracing every request and metrics on, one trace in ten and metrics); percentiles over each mode's pooled requests. p99 on / off: ${o.p99OnOverOff}, with one trace in ten ${o.p99SampledOverOff} (target ≤ 1.05); CPU per request on / off: ${o.cpuOnOverOff}, sampled / off: ${o.cpuSampledOverOff}; OTLP exports received: ${o.on.otlpExports}; load average after: ${o.loadAverage?.join(', ')}.`,
      '',
      '| mode | p50 ms | p95 ms | p99 ms | p99 per round | API CPU ms/request | statuses |',
      '|---|---|---|---|---|---|---|',
      row(o.off),
      row(o.on),
      row(o.sampled),
    );
  }
  if (r.memory) {
    const parts = Object.entries(r.memory.parts)
      .map(([name, mb]) => `${name} ${mb}`)
      .join(', ');
    lines.push(
      '',
      '## Resident memory of the embedded shop',
      '',
      `${r.memory.totalMb} MB in ${r.memory.processes} processes (budget ${r.budgets?.embeddedShopResidentMb ?? '?'} MB): ${parts} MB`,
    );
  }
  for (const key of ['catalog', 'commerce', 'identity', 'dealers']) {
    if (r[key]) lines.push('', `## ${key}`, '```json', JSON.stringify(r[key], null, 2), '```');
  }
  return `${lines.join('\n')}\n`;
}
