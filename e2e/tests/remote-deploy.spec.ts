/**
 * Independent deployment: publish a new build of one remote through the registry's API
 * (`npm run remote:publish`, which builds it), see it after a reload with the shell untouched, then
 * roll it back (`npm run remote:rollback`). The page the shell's server sends carries the
 * registry's current state (inline runtime config, preload hints for the route owner's files,
 * data-release on the remote's boundary); the shell's own build (its scripts and styles) never
 * changes.
 */
import type { APIRequestContext } from '@playwright/test';
import {
  currentVersion,
  expect,
  IS_LOCAL_SHOP,
  lastLine,
  localOnlyReason,
  registry,
  test,
  waitForServedVersions,
} from '../support/shop';

test.skip(!IS_LOCAL_SHOP, localOnlyReason('build the dealers remote and publish it through its registry'));

/**
 * The shell's own build as the page references it: its scripts (deferred, or on a server-rendered
 * page preloaded for the loader that starts them after its largest paint) and its stylesheet.
 */
const shellBuild = (html: string) => html.match(/(?<=")\/static\/(?:js|css)\/[^/"]+\.(?:js|css)(?=")/g);

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
  const before = await currentVersion('dealers');
  const servedBefore = await servedPage(request, '/dealer-locator');
  expect(servedBefore.config.remotes.dealers.version).toBe(before);
  expect(servedBefore.html).toMatch(manifestPreload(before));
  // Only the route's owner is preloaded: the catalog's manifest is not on the dealer locator page.
  expect(servedBefore.html).not.toMatch(manifestPreload(await currentVersion('catalog')));
  expect(shellBuild(servedBefore.html)?.length).toBeGreaterThan(0);

  await page.goto('/dealer-locator');
  const root = page.locator('[data-boundary="dealers"]').first();
  await expect(root).toHaveAttribute('data-release', before);

  // remote:publish builds the remote (NODE_ENV=production) and uploads it; the version is its last line.
  const published = lastLine(registry('publish', 'dealers'));
  try {
    expect(published).not.toBe(before);
    expect(await currentVersion('dealers')).toBe(published);
    await waitForServedVersions({ dealers: published });

    await page.reload();
    await expect(page.locator('[data-boundary="dealers"]').first()).toHaveAttribute('data-release', published);
    const servedAfter = await servedPage(request, '/dealer-locator');
    expect(servedAfter.config.remotes.dealers.version).toBe(published);
    expect(servedAfter.html).toMatch(manifestPreload(published));
    expect(shellBuild(servedAfter.html)).toEqual(shellBuild(servedBefore.html));
  } finally {
    registry('rollback', 'dealers');
  }
  expect(await currentVersion('dealers')).toBe(before);
  await waitForServedVersions({ dealers: before });
  await page.reload();
  await expect(page.locator('[data-boundary="dealers"]').first()).toHaveAttribute('data-release', before);
  expect((await servedPage(request, '/dealer-locator')).html).toMatch(manifestPreload(before));
  expect(shellBuild((await servedPage(request, '/')).html)).toEqual(shellBuild(servedBefore.html));
});
