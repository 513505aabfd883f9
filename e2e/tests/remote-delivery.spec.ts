/**
 * Delivering a remote as its team would (issue 28, "Done when"), through the commands teams and QA
 * type (scripts/remote/cli.mjs) and a real browser:
 *  - the catalog team's token publishes a catalog version and cannot publish checkout (403);
 *  - a 50 % canary gives two browsers in different cohorts their own versions, the same across
 *    five reloads each, the server's HTML, the hydrated page and the Remote-Versions header agreeing;
 *  - a canary that throws on mount is aborted by the registry itself while the stable cohort's
 *    browser logs no error;
 *  - an override link shows its version (and the banner) in one browser while another browser sees
 *    the current version; the banner's button clears it.
 * Each test puts the registry back as it found it (rollback, abort), whatever happens. The cohorts
 * are found as a visitor meets them: fresh browser contexts until one is served each version.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import {
  currentVersion,
  expect,
  IS_LOCAL_SHOP,
  lastLine,
  localOnlyReason,
  newShopper,
  registry,
  registryEntry,
  remoteCommand,
  repoRoot,
  SHOP_BASE_URL,
  shopRuntimeConfig,
  test,
  waitForServedVersions,
} from '../support/shop';

test.skip(!IS_LOCAL_SHOP, localOnlyReason('publish catalog versions with its built remotes and its staff key'));

const catalogDist = path.join(repoRoot, 'mfe-catalog', 'dist');

/** One history entry of the registry's audit (`remote:history -- <remote> --json`). */
interface HistoryEntry {
  at: string;
  actor: string;
  action: string;
  version: string | null;
  gitCommit: string | null;
  detail: { reason?: string } | null;
}

function catalogHistory(): HistoryEntry[] {
  return JSON.parse(registry('history', 'catalog', '--json'));
}

/** What one page load served of the catalog: the header, the server's HTML, the hydrated page, the files. */
interface CatalogSeen {
  header: string | undefined;
  role: string | undefined;
  server: string | undefined;
  browser: (string | null)[];
  fileVersions: string[];
}

/** `catalog=<v>;canary` of a Remote-Versions header. */
function headerEntry(header: string, remote: string): { version?: string; role?: string } {
  const entry = header
    .split(',')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${remote}=`));
  const [version, role] = (entry?.slice(remote.length + 1) ?? '').split(';');
  return { version: version || undefined, role };
}

/** data-release of the first catalog boundary in the server's HTML. */
function serverRelease(html: string): string | undefined {
  const tag = html.match(/<[^>]*data-boundary="catalog"[^>]*>/)?.[0] ?? '';
  return tag.match(/data-release="([^"]*)"/)?.[1];
}

/** Loads `url` and answers what it served of the catalog once the page is hydrated and quiet. */
async function visitCatalog(page: Page, url = '/'): Promise<CatalogSeen> {
  const files: string[] = [];
  // `<origin>/<version>/mf-manifest.json`; the origin may have a path (`<s3 endpoint>/<bucket>/catalog`).
  const entry = (await shopRuntimeConfig()).remotes.catalog?.entry ?? '';
  const catalogBase = entry.slice(0, entry.lastIndexOf('/', entry.lastIndexOf('/') - 1) + 1);
  const onRequest = (request: { url(): string }) => {
    if (request.url().startsWith(catalogBase)) files.push(request.url().slice(catalogBase.length).split('/')[0] ?? '');
  };
  page.on('request', onRequest);
  try {
    const response = await page.goto(url);
    if (!response) throw new Error(`no response for ${url}`);
    const { version: header, role } = headerEntry(response.headers()['remote-versions'] ?? '', 'catalog');
    const server = serverRelease(await response.text());
    await expect(page.locator('#shop-main [data-boundary="catalog"]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const browser = await page
      .locator('[data-boundary="catalog"]')
      .evaluateAll((elements) => [...new Set(elements.map((element) => element.getAttribute('data-release')))]);
    return { header, role, server, browser, fileVersions: [...new Set(files)] };
  } finally {
    page.off('request', onRequest);
  }
}

/**
 * Fresh browser contexts until one is served each of the versions (the cohort cookie is set on the
 * first visit and kept); the others are closed.
 */
async function findCohorts(
  browser: Browser,
  versions: string[],
): Promise<Map<string, { context: BrowserContext; page: Page }>> {
  const found = new Map<string, { context: BrowserContext; page: Page }>();
  for (let attempt = 0; attempt < 40 && found.size < versions.length; attempt++) {
    const shopper = await newShopper(browser);
    const response = await shopper.page.goto('/');
    const { version } = headerEntry(response?.headers()['remote-versions'] ?? '', 'catalog');
    if (version && versions.includes(version) && !found.has(version)) found.set(version, shopper);
    else await shopper.context.close();
  }
  expect([...found.keys()].sort(), 'a visitor of each cohort was found').toEqual([...versions].sort());
  return found;
}

/** Ends the catalog's canary if one still runs (a test that failed midway, or a clean end). */
function abortIfRunning(reason: string): void {
  const result = remoteCommand(['abort', 'catalog', '--reason', reason, '--as-staff']);
  // 409: no canary runs (it ended, or the registry aborted it itself).
  if (result.status !== 0 && !/: 409 /.test(result.stderr)) throw new Error(result.stderr);
}

/**
 * A copy of the catalog's build whose './app' mount throws: the expose's lifecycles are patched so
 * `mount` rejects (its server build is untouched, so the page still arrives server-rendered).
 */
function brokenCatalogBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-broken-'));
  fs.cpSync(catalogDist, dir, { recursive: true });
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
  const app = manifest.exposes.find((expose: { path: string }) => expose.path === './app');
  const file = path.join(dir, app.assets.js.sync[0]);
  const code = fs.readFileSync(file, 'utf8');
  const patched = code.replace(
    /(bootstrap:\(\)=>[\w$]+,mount:\(\)=>)[\w$]+/,
    '$1()=>Promise.reject(new Error("e2e: this canary throws on mount"))',
  );
  expect(patched, "the './app' expose's mount was found and patched").not.toBe(code);
  fs.writeFileSync(file, patched);
  // The servers send a build's precompressed copies as they are: they must be the patched code too.
  if (fs.existsSync(`${file}.gz`)) fs.writeFileSync(`${file}.gz`, zlib.gzipSync(patched, { level: 9 }));
  if (fs.existsSync(`${file}.br`)) fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(patched));
  return dir;
}

test('the catalog team publishes the catalog with its token and cannot publish checkout', async ({ page }) => {
  test.setTimeout(120_000);
  const created = registry('token', 'create', 'e2e-catalog', 'catalog');
  const token = lastLine(created);
  const id = created.match(/Token (\S+) for team/)?.[1] ?? '';
  const asTeam = { REMOTE_TOKEN: token };
  const before = await currentVersion('catalog');
  try {
    const published = remoteCommand(['publish', 'catalog', '--no-build'], asTeam);
    expect(published.status, published.stderr).toBe(0);
    const version = lastLine(published.stdout);
    try {
      expect(await currentVersion('catalog')).toBe(version);
      await waitForServedVersions({ catalog: version });
      await page.goto('/');
      await expect(page.locator('#shop-main [data-boundary="catalog"]').first()).toHaveAttribute(
        'data-release',
        version,
      );

      const checkout = remoteCommand(['publish', 'checkout', '--no-build'], asTeam);
      expect(checkout.status).toBe(1);
      expect(checkout.stderr.trim()).toBe('remote:publish: 403 This token may act only on catalog');
      const forged = remoteCommand(['publish', 'catalog', '--no-build'], { REMOTE_TOKEN: `rt_${'x'.repeat(43)}` });
      expect(forged.status).toBe(1);
      expect(forged.stderr.trim()).toBe('remote:publish: 401 A valid remote token is required');

      const [latest] = catalogHistory();
      expect(latest).toMatchObject({ actor: 'team:e2e-catalog', version });
      expect(['publish', 'promote']).toContain(latest?.action);
    } finally {
      const rollback = remoteCommand(['rollback', 'catalog'], asTeam);
      expect(rollback.status, rollback.stderr).toBe(0);
    }
    expect(await currentVersion('catalog')).toBe(before);
  } finally {
    registry('token', 'revoke', id);
  }
});

test('a 50 % canary serves each cohort its own version, the same over five reloads, server and browser agreeing', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const stable = await currentVersion('catalog');
  const canary = lastLine(registry('publish', 'catalog', '--no-build', '--stage'));
  registry('canary', 'catalog', canary, '--percent', '50');
  const contexts: BrowserContext[] = [];
  try {
    expect((await registryEntry('catalog')).canary).toMatchObject({ version: canary, percent: 50 });
    const cohorts = await findCohorts(browser, [stable, canary]);
    for (const { context } of cohorts.values()) contexts.push(context);
    for (const [version, { page }] of cohorts) {
      // A version's first pages may come before its server build is downloaded and loaded (the
      // shell's server starts on both when it reads the registry); they are rendered in the browser.
      await expect
        .poll(async () => (await visitCatalog(page)).server, { timeout: 30_000, message: `${version} server-rendered` })
        .toBe(version);
      for (let reload = 1; reload <= 5; reload++) {
        const seen = await visitCatalog(page);
        expect(seen, `reload ${reload} of the ${version === canary ? 'canary' : 'stable'} cohort`).toEqual({
          header: version,
          role: version === canary ? 'canary' : undefined,
          server: version,
          browser: [version],
          fileVersions: [version],
        });
      }
    }
  } finally {
    for (const context of contexts) await context.close();
    abortIfRunning('e2e: the canary cohorts were checked');
  }
  expect((await registryEntry('catalog')).canary).toBeNull();
  expect(await currentVersion('catalog')).toBe(stable);
});

test('a canary that throws on mount is aborted by the registry while the stable cohort sees no error', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const stable = await currentVersion('catalog');
  const dir = brokenCatalogBuild();
  const contexts: BrowserContext[] = [];
  try {
    const broken = lastLine(registry('publish', 'catalog', '--dist', dir, '--stage'));
    registry('canary', 'catalog', broken, '--percent', '50');
    const cohorts = await findCohorts(browser, [stable, broken]);
    for (const { context } of cohorts.values()) contexts.push(context);
    const canaryPage = cohorts.get(broken)?.page as Page;
    const stablePage = cohorts.get(stable)?.page as Page;
    const stableErrors: string[] = [];
    stablePage.on('pageerror', (error) => stableErrors.push(error.message));
    stablePage.on('console', (message) => {
      if (message.type() === 'error') stableErrors.push(message.text());
    });

    const abortedByRegistry = () =>
      catalogHistory().find(
        (entry) => entry.action === 'abort' && entry.actor === 'registry' && entry.version === broken,
      );
    // Each page view reports a view and the mount's error (beacons on pagehide and every 5 s); the
    // registry compares the cohorts after each flush once the canary has its minimum sample.
    for (let round = 0; round < 60 && !abortedByRegistry(); round++) {
      await canaryPage.goto('/');
      await canaryPage.waitForLoadState('networkidle');
      await stablePage.goto('/');
      await expect(stablePage.locator('#shop-main [data-boundary="catalog"]').first()).toBeVisible();
    }
    await expect.poll(() => Boolean(abortedByRegistry()), { timeout: 30_000 }).toBe(true);
    expect(abortedByRegistry()?.detail?.reason).toMatch(/error rate .* over \d+ views/);
    expect((await registryEntry('catalog')).canary).toBeNull();

    // The canary's cohort gets the current version on its next page load (once the shell's server
    // has read the registry again: asked as that cohort, not as a new visitor who may be stable anyway).
    const cohortCookies = await canaryPage.context().cookies();
    await waitForServedVersions(
      { catalog: stable },
      { cookie: cohortCookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') },
    );
    const after = await visitCatalog(canaryPage);
    expect(after).toMatchObject({ header: stable, role: undefined, server: stable, browser: [stable] });
    await expect(stablePage.locator('[data-testid="app-error-panel"]')).toHaveCount(0);
    expect(stableErrors, 'the stable cohort logged no error').toEqual([]);
  } finally {
    for (const context of contexts) await context.close();
    abortIfRunning('e2e: the broken canary test ended');
    fs.rmSync(dir, { recursive: true, force: true });
  }
  expect(await currentVersion('catalog')).toBe(stable);
});

test('an override link shows its version in one browser only, with a banner whose button clears it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const stable = await currentVersion('catalog');
  const target = lastLine(registry('publish', 'catalog', '--no-build', '--stage'));
  const link = lastLine(registry('override', 'catalog', target, '--minutes', '10'));
  expect(link.startsWith(`${SHOP_BASE_URL}/?remote-override=`), link).toBe(true);
  const qa = await newShopper(browser);
  const shopper = await newShopper(browser);
  try {
    // Opening the link sets the override for this browser and lands on the page without the parameter.
    await qa.page.goto(link);
    await expect(qa.page).toHaveURL(`${SHOP_BASE_URL}/`);
    expect((await qa.context.cookies()).map((cookie) => cookie.name)).toContain('shop_override_catalog');

    const overridden = await visitCatalog(qa.page);
    expect(overridden).toEqual({
      header: target,
      role: 'override',
      server: target,
      browser: [target],
      fileVersions: [target],
    });
    const banner = qa.page.getByText(`Testing catalog at ${target}`);
    await expect(banner).toBeVisible();

    // Another browser, at the same time, gets the current version and no banner.
    const current = await visitCatalog(shopper.page);
    expect(current).toMatchObject({ header: stable, role: undefined, server: stable, browser: [stable] });
    await expect(shopper.page.getByText('Testing catalog at')).toHaveCount(0);

    await qa.page.getByRole('button', { name: 'Clear override' }).click();
    await expect(banner).toHaveCount(0);
    expect((await qa.context.cookies()).map((cookie) => cookie.name)).not.toContain('shop_override_catalog');
    expect(await visitCatalog(qa.page)).toMatchObject({ header: stable, server: stable, browser: [stable] });
  } finally {
    await qa.context.close();
    await shopper.context.close();
  }
  const [latest] = catalogHistory().filter((entry) => entry.action === 'override');
  expect(latest?.actor).toBe('staff');
  expect(JSON.stringify(latest), 'the audit names the override target').toContain(target);
});
