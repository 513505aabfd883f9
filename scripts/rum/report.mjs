#!/usr/bin/env node
import { pathToFileURL } from 'node:url';
/**
 * `npm run rum:report [-- --minutes 60] [--json]`: what real visitors get (issue 31, item 4): the
 * p75 of LCP, INP, CLS, FCP and TTFB per page type and per owning remote, with how many figures
 * each was read from, over the last `--minutes` (default a day). Reads GET /staff/rum/report with
 * the staff key (STAFF_API_KEY, else the key the API keeps in its data folder) from API_URL (default
 * the local API). Exit codes: 0 done, 1 refused or failed (one line saying why), 2 mistyped.
 */
import { parseArgs } from 'node:util';
import { ApiError, apiUrl, createClient } from '../remote/api-client.mjs';
import { staffKey } from '../remote/credentials.mjs';
import { formatTable } from '../remote/table.mjs';

export const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];
const MAX_MINUTES = 30 * 24 * 60;
const USAGE = 'Usage: npm run rum:report -- [--minutes <1..43200>] [--json]';

/** One cell: the p75 with its unit and the sample size, or '-' without figures. */
export function vitalCell(metric, summary) {
  if (!summary || summary.samples === 0 || summary.p75 === null) return '-';
  const value = metric === 'CLS' ? summary.p75.toFixed(3) : `${summary.p75.toLocaleString('en-US')} ms`;
  return `${value} (n=${summary.samples.toLocaleString('en-US')})`;
}

/** A table of report rows (`{ name, metrics }`), the first column titled `title`. */
export function vitalsTable(title, rows) {
  if (rows.length === 0) return '(no figures in this window)';
  return formatTable(
    [{ key: 'name', title }, ...METRICS.map((metric) => ({ key: metric, title: metric }))],
    rows.map((row) => ({
      name: row.name,
      ...Object.fromEntries(METRICS.map((metric) => [metric, vitalCell(metric, row.metrics?.[metric])])),
    })),
  );
}

/** The whole report as the terminal shows it. */
export function rumReportText(report) {
  return [
    `Real-user Web Vitals, p75 over the last ${report.minutes} minutes (since ${report.since}); n = figures`,
    '',
    'Per page type',
    vitalsTable('page type', report.pageTypes ?? []),
    '',
    'Per remote (the owner of the LCP element, the INP target, the largest shift; FCP and TTFB: shell)',
    vitalsTable('remote', report.remotes ?? []),
  ].join('\n');
}

function parse(argv) {
  const { values } = parseArgs({
    args: argv,
    options: { minutes: { type: 'string' }, json: { type: 'boolean' } },
    strict: true,
    allowPositionals: false,
  });
  const minutes = values.minutes === undefined ? 1440 : Number(values.minutes);
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > MAX_MINUTES) {
    throw new Error(`--minutes must be a whole number from 1 to ${MAX_MINUTES}`);
  }
  return { minutes, json: Boolean(values.json) };
}

/** Runs the command; answers the exit code. */
export async function main(
  argv,
  {
    env = process.env,
    print = console.log,
    printError = console.error,
    connect = (auth) => createClient({ auth, baseUrl: apiUrl(env) }),
  } = {},
) {
  let options;
  try {
    options = parse(argv);
  } catch (error) {
    printError(`rum:report: ${error.message}`);
    printError(USAGE);
    return 2;
  }
  try {
    const client = connect({ staffKey: staffKey(env) });
    const report = await client.get(`/staff/rum/report?minutes=${options.minutes}`);
    print(options.json ? JSON.stringify(report, null, 2) : rumReportText(report));
    return 0;
  } catch (error) {
    printError(`rum:report: ${error instanceof ApiError || error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main(process.argv.slice(2));
}
