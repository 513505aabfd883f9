/**
 * Independent deployment: publish a new build of one remote through the registry, see it after a
 * reload with the shell untouched, then roll it back. The page the shell's server sends carries
 * the registry's current state (inline runtime config, preload hints for the route owner's files);
 * the shell's own build (its scripts and styles) never changes.
 */
import { execFileSync } from 'node:child_process';
import type { APIRequestContext } from '@playwright/test';
import { currentVersion, expect, IS_LOCAL_SHOP, localOnlyReason, registry, repoRoot, test } from '../support/shop';

test.skip(!IS_LOCAL_SHOP, localOnlyReason('build the dealers remote and publish it into its registry'));

/** The shell's own build as the page references it: its script and stylesheet tags. */
const shellBuild = (html: string) => html.match(/<script defer[^>]*><\/script>|<link href="\/static[^>]*>/g);

async function servedPage(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const inline = html.match(/<script id="shop-runtime-config" type="application\/json">(.*?)<\/script>/);
  return { html, config: JSON.parse(inline?.[1] ?? 'null') };
}

const manifestPreload = (version: string) =>
  new RegExp(`<link rel="preload" as="fetch" href="[^"]*/${version}/mf-manifest.json" crossorigin>`);

test('publishing a new dealers version shows after reload; rolling back restores the old one', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const before = currentVersion('dealers');
  const servedBefore = await servedPage(request, '/dealer-locator');
  expect(servedBefore.config.remotes.dealers.version).toBe(before);
  expect(servedBefore.html).toMatch(manifestPreload(before));
  // Only the route's owner is preloaded: the catalog's manifest is not on the dealer locator page.
  expect(servedBefore.html).not.toMatch(manifestPreload(currentVersion('catalog')));
  expect(shellBuild(servedBefore.html)?.length).toBeGreaterThan(0);

  await page.goto('/dealer-locator');
  const root = page.locator('[data-boundary="dealers"]').first();
  await expect(root).toBeVisible();
  const releaseBefore = await root.getAttribute('data-release');

  const release = `e2e-${Date.now()}`;
  execFileSync('pnpm', ['--filter', 'mfe-dealers', 'build'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', PUBLIC_RELEASE: release },
    stdio: 'inherit',
  });
  registry('publish', 'dealers', '--no-build');
  const published = currentVersion('dealers');
  expect(published).not.toBe(before);

  await page.reload();
  await expect(page.locator('[data-boundary="dealers"]').first()).toHaveAttribute('data-release', release);
  const config = await (await request.get('/runtime-config.json')).json();
  expect(config.remotes.dealers.version).toBe(published);
  const servedAfter = await servedPage(request, '/dealer-locator');
  expect(servedAfter.config.remotes.dealers.version).toBe(published);
  expect(servedAfter.html).toMatch(manifestPreload(published));
  expect(shellBuild(servedAfter.html)).toEqual(shellBuild(servedBefore.html));

  registry('rollback', 'dealers');
  expect(currentVersion('dealers')).toBe(before);
  await page.reload();
  await expect(page.locator('[data-boundary="dealers"]').first()).toHaveAttribute('data-release', releaseBefore ?? '');
  expect((await servedPage(request, '/dealer-locator')).html).toMatch(manifestPreload(before));
  expect(shellBuild((await servedPage(request, '/')).html)).toEqual(shellBuild(servedBefore.html));
});
