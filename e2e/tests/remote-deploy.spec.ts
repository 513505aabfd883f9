/**
 * Independent deployment: publish a new build of one remote through the registry, see it after a
 * reload with the shell untouched, then roll it back.
 */
import { execFileSync } from 'node:child_process';
import { currentVersion, expect, registry, repoRoot, test } from '../support/shop';

test('publishing a new dealers version shows after reload; rolling back restores the old one', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const shellHtmlBefore = await (await request.get('/')).text();
  const before = currentVersion('dealers');

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
  expect(await (await request.get('/')).text()).toBe(shellHtmlBefore);

  registry('rollback', 'dealers');
  expect(currentVersion('dealers')).toBe(before);
  await page.reload();
  await expect(page.locator('[data-boundary="dealers"]').first()).toHaveAttribute('data-release', releaseBefore ?? '');
  expect(await (await request.get('/')).text()).toBe(shellHtmlBefore);
});
