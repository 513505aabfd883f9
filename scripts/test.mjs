/**
 * `npm test`: installs what is missing (pnpm, dependencies, Debian's chromium), checks types and
 * lint, runs every suite (unit and component tests of each package, API tests against a real
 * database, contract tests, e2e in a real browser against the built and composed shop) and ends
 * with one line of totals over all suites.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './lib/ensure-chromium.mjs';
import { ensureDependencies, log, run } from './lib/proc.mjs';
import { startS3RegistryShop } from './lib/s3-registry-shop.mjs';
import { buildAll, startShop } from './lib/topology.mjs';
import { repoRoot } from './shop-parts.mjs';

/** The packages of components, whose tests run a second time on React (decision 0051). */
const COMPONENT_PACKAGES = [
  'shared-kit',
  'shell',
  'mfe-catalog',
  'mfe-checkout',
  'mfe-account',
  'mfe-dealers',
  'mfe-staff',
];
const VITEST_PACKAGES = ['shared-contracts', 'shared-build', ...COMPONENT_PACKAGES, 'api', 'architecture'];
const reportsDir = path.join(repoRoot, '.run', 'reports');
const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];

function addVitestReport(pkg, file) {
  if (!fs.existsSync(file)) {
    problems.push(`${pkg}: no report (the runner crashed)`);
    totals.failed += 1;
    return;
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  // A file that fails to load counts no test but is a failure all the same.
  const brokenFiles = report.testResults.filter((r) => r.status === 'failed' && r.assertionResults.length === 0);
  totals.failed += brokenFiles.length;
  /** `file > full name` of every test `keep` picks. */
  const named = (keep) =>
    report.testResults.flatMap((file) =>
      file.assertionResults.filter(keep).map((t) => `${path.relative(repoRoot, file.name)} > ${t.fullName}`),
    );
  if (report.numFailedTests || brokenFiles.length)
    problems.push(
      withNames(`${pkg}: ${report.numFailedTests + brokenFiles.length} failed`, [
        ...named((t) => t.status === 'failed'),
        ...brokenFiles.map((file) => `${path.relative(repoRoot, file.name)} (did not load)`),
      ]),
    );
  // Passed on CI's one retry (as Playwright's flaky): counted as passed, named all the same.
  const flaky = named((t) => t.status === 'passed' && t.failureMessages.length > 0);
  if (flaky.length) problems.push(withNames(`${pkg}: ${flaky.length} passed only on retry`, flaky));
}

/** A problem's line with the tests it names under it (the first five). */
function withNames(line, names) {
  const shown = names.slice(0, 5).map((name) => `\n    ${name}`);
  const more = names.length > 5 ? `\n    and ${names.length - 5} more` : '';
  return `${line}${shown.join('')}${more}`;
}

/** `pkg`'s Vitest suites; with `renderer`, on that renderer (SHOP_RENDERER, decision 0051). */
function runVitest(pkg, renderer = null) {
  const label = renderer ? `${pkg}-${renderer}` : pkg;
  const file = path.join(reportsDir, `vitest-${label}.json`);
  fs.rmSync(file, { force: true });
  log(`Unit and component tests: ${pkg}${renderer ? `, rendered by ${renderer}` : ''}`);
  try {
    run(
      'pnpm',
      [
        '--filter',
        pkg,
        'exec',
        'vitest',
        'run',
        '--passWithNoTests',
        // On CI a test gets one more try, as Playwright's do (playwright.config.ts); one that needed
        // it is named under Problems.
        `--retry=${process.env.CI ? 1 : 0}`,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${file}`,
      ],
      renderer ? { env: { ...process.env, SHOP_RENDERER: renderer } } : {},
    );
  } catch {
    // failures are counted from the report
  }
  addVitestReport(label, file);
}

function runStep(name, command, args) {
  log(name);
  try {
    run(command, args);
    totals.passed += 1;
  } catch {
    totals.failed += 1;
    problems.push(`${name} failed`);
  }
}

/**
 * The e2e suite against the composed shop, built and started afresh. `label` names its report and
 * folders; `renderer` builds and runs it with that renderer (SHOP_RENDERER, decision 0051).
 */
async function runE2e({ label = 'e2e', renderer = null } = {}) {
  const e2eDeploy = path.join(repoRoot, '.run', `${label}-deploy`);
  const e2eData = path.join(repoRoot, '.run', `${label}-pglite`);
  fs.rmSync(e2eDeploy, { recursive: true, force: true });
  fs.rmSync(e2eData, { recursive: true, force: true });
  process.env.SHOP_DEPLOY_DIR = e2eDeploy;
  if (renderer) process.env.SHOP_RENDERER = renderer;
  else delete process.env.SHOP_RENDERER;
  buildAll();
  if (!renderer) {
    runStep(
      'Script tests: the embedded profile restarts a killed API; nginx meters new guests and cart adds; the remote commands (node --test scripts/tests)',
      'node',
      ['--test', 'scripts/tests/'],
    );
  }
  // The e2e shop gets a fresh embedded database so stock and orders start from the seed.
  // A staff key of this run only: the Pro Deal journey decides an application as staff would.
  const staffKey = randomBytes(32).toString('base64url');
  const apiEnv = { PGLITE_DIR: e2eData, DATABASE_URL: '', NODE_ENV: 'test', STAFF_API_KEY: staffKey };
  // Every page load of the e2e shop measures its Web Vitals (e2e/tests/rum.spec.ts reads them back).
  process.env.RUM_SAMPLE_RATE ??= '1';
  const shop = await startShop({ apiEnv });
  log(`End-to-end tests (Playwright, Debian chromium)${renderer ? `, the shop rendered by ${renderer}` : ''}`);
  try {
    await runPlaywright(label, e2eFiles, { SHOP_DEPLOY_DIR: e2eDeploy, SHOP_STAFF_KEY: staffKey });
  } finally {
    await shop.stop();
    delete process.env.SHOP_RENDERER;
  }
}

/**
 * Runs Playwright on `files` (all when none) with `env` added, and counts its JSON report into the
 * totals under `label` (a run that wrote no report is one failure). Asynchronously: this process
 * keeps serving what it runs itself meanwhile (the object-storage run's s3rver is in-process).
 */
async function runPlaywright(label, files, env) {
  const file = path.join(reportsDir, `playwright-${label}.json`);
  fs.rmSync(file, { force: true });
  // A failed run is counted from its report.
  await new Promise((resolve) => {
    const child = spawn('pnpm', ['--filter', 'e2e', 'exec', 'playwright', 'test', '--reporter=list,json', ...files], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: file, ...env },
    });
    child.on('exit', resolve);
    child.on('error', resolve);
  });
  if (!fs.existsSync(file)) {
    problems.push(`${label}: no report`);
    totals.failed += 1;
    return;
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const { stats } = report;
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  if (stats.unexpected)
    problems.push(withNames(`${label}: ${stats.unexpected} failed`, specsWith(report, 'unexpected')));
  if (stats.flaky)
    problems.push(withNames(`${label}: ${stats.flaky} passed only on retry`, specsWith(report, 'flaky')));
}

/** The titles of a Playwright JSON report's tests whose outcome is `status` ('unexpected', 'flaky'). */
function specsWith(report, status) {
  const found = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      if (spec.tests.some((t) => t.status === status))
        found.push(`${spec.file} > ${[...titles, spec.title].join(' > ')}`);
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return found;
}

/**
 * The publish and canary e2e again, with the registry's files in object storage (issue 28): a second
 * shop on free ports whose API stores versions on s3rver and whose shell has an empty deploy folder
 * (scripts/lib/s3-registry-shop.mjs).
 */
async function runS3RegistryE2e() {
  const shop = await startS3RegistryShop();
  log('End-to-end tests with the registry on object storage (s3rver): tests/remote-delivery.spec.ts');
  try {
    await runPlaywright('e2e-s3', ['tests/remote-delivery.spec.ts'], {
      SHOP_BASE_URL: shop.shopUrl,
      SHOP_API_URL: shop.apiUrl,
      SHOP_STAFF_KEY: shop.staffKey,
      SHOP_LOCAL: '1',
    });
  } finally {
    await shop.stop();
  }
}

// `npm test -- --only=e2e` (or static, unit) runs one part while working on it; CI runs all.
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const wanted = (part) => !only || only === part;
// `npm test -- --only=e2e tests/checkout.spec.ts` runs the named spec files only.
const e2eFiles = process.argv.slice(2).filter((a) => !a.startsWith('--'));

fs.mkdirSync(reportsDir, { recursive: true });
ensureDependencies();
ensureChromium();
if (wanted('static')) {
  runStep('Type check (every package)', 'pnpm', ['-r', '--workspace-concurrency=1', 'run', 'typecheck']);
  runStep('Lint and format check (biome)', 'pnpm', ['exec', 'biome', 'ci', '.']);
  runStep('Architecture lint (dependency-cruiser rules, file names)', 'pnpm', ['run', 'lint:architecture']);
}
if (wanted('unit')) {
  for (const pkg of VITEST_PACKAGES) runVitest(pkg);
  // The components' suites again on React, the renderer the shop can go back to (SHOP_RENDERER=react);
  // `--no-react` leaves them out.
  if (!process.argv.includes('--no-react')) for (const pkg of COMPONENT_PACKAGES) runVitest(pkg, 'react');
}
if (wanted('e2e')) {
  try {
    await runE2e();
  } catch (err) {
    problems.push(`e2e could not start: ${err.message}`);
    totals.failed += 1;
  }
  // Only with the whole suite (or when the remote delivery spec is among the named files).
  if (e2eFiles.length === 0 || e2eFiles.some((file) => file.includes('remote-delivery'))) {
    try {
      await runS3RegistryE2e();
    } catch (err) {
      problems.push(`e2e on object storage could not start: ${err.message}`);
      totals.failed += 1;
    }
  }
  // The suite again on React, the renderer the shop can go back to (SHOP_RENDERER=react, decision
  // 0051); `--no-react` leaves it out. Last: the builds it leaves are Preact's again only after the
  // next build.
  if (!process.argv.includes('--no-react')) {
    try {
      await runE2e({ label: 'e2e-react', renderer: 'react' });
    } catch (err) {
      problems.push(`e2e on React could not start: ${err.message}`);
      totals.failed += 1;
    }
  }
}

// The production profile from a clone in a folder only its owner can read (issue 32, item 10): it
// needs PostgreSQL and nginx, so it runs where DATABASE_URL names a server (CI sets it).
if (wanted('e2e') && process.env.DATABASE_URL) {
  const admin = new URL(process.env.DATABASE_URL);
  admin.pathname = '/postgres';
  process.env.DATABASE_ADMIN_URL ??= admin.href;
  runStep('The production profile serves its files from a private folder (proof:private-folder)', 'node', [
    'scripts/proof-private-clone.mjs',
  ]);
}

if (problems.length) console.log(`\nProblems:\n- ${problems.join('\n- ')}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed ? 1 : 0);
