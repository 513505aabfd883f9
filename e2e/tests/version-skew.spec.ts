/**
 * Version skew: the shell as deployed now, with EVERY remote on its previous published version
 * (after a rollback of all four, or while remotes have not caught up with a newer shell), still
 * completes the shopper's journey: home -> product -> add to cart -> the checkout page shows the
 * line; the account's footer fragment and the dealer locator still mount.
 *
 * The previous version of a remote is the one published before its current one in the registry
 * (scripts/remote-registry.mjs). Where the deploy folder keeps an earlier version before the
 * current one (a long-lived deploy folder with real earlier releases), the remote is rolled back to
 * it. The e2e run's deploy folder is fresh (scripts/test.mjs publishes each remote's build once),
 * so there the current build is first published again as a newer version and the remote is rolled
 * back from it: the shell then has to load the version the registry names, not the newest one.
 * Every remote file the browser fetches must come from the previous version's folder. The registry
 * is put back as it was afterwards, whatever happens.
 */
import type { Page } from '@playwright/test';
import { addFromProductPage, goToCheckout } from '../support/journey';
import {
  expect,
  IS_LOCAL_SHOP,
  localOnlyReason,
  REMOTE_NAMES,
  type RemoteName,
  registry,
  registryEntry,
  type ServedConfig,
  test,
} from '../support/shop';

test.skip(!IS_LOCAL_SHOP, localOnlyReason('publish and roll back versions in its remote registry'));

/** Rolls a remote back one version, publishing its current build again first when nothing is older. */
function rollBackOneVersion(remote: RemoteName): { previous: string; rolledBackFrom: string } {
  const { current, history } = registryEntry(remote);
  if (history.indexOf(current) < 1) registry('publish', remote, '--no-build');
  const rolledBackFrom = registryEntry(remote).current;
  registry('rollback', remote);
  return { previous: registryEntry(remote).current, rolledBackFrom };
}

async function servedConfig(page: Page): Promise<ServedConfig> {
  const html = await (await page.request.get('/')).text();
  const inline = html.match(/<script id="shop-runtime-config" type="application\/json">(.*?)<\/script>/);
  return JSON.parse(inline?.[1] ?? 'null');
}

test('the current shell with every remote on its previous version completes the journey', async ({ page }) => {
  test.setTimeout(120_000);
  const before = Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, registryEntry(remote).current]));
  try {
    const skew = Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, rollBackOneVersion(remote)]));
    const config = await servedConfig(page);
    /** Where the browser may fetch each remote's files from: its previous version's folder only. */
    const allowed = new Map<string, { remote: string; prefix: string }>();
    for (const remote of REMOTE_NAMES) {
      const { previous, rolledBackFrom } = skew[remote] ?? { previous: '', rolledBackFrom: '' };
      expect(previous, `${remote} is on an earlier version than the one it was rolled back from`).not.toBe(
        rolledBackFrom,
      );
      expect(config.remotes[remote]?.version, `the page names ${remote}'s previous version`).toBe(previous);
      const entry = new URL(config.remotes[remote]?.entry ?? '');
      allowed.set(entry.origin, { remote, prefix: `${entry.origin}/${previous}/` });
    }
    const wrongVersion: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      const remote = allowed.get(new URL(url).origin);
      if (remote && !url.startsWith(remote.prefix)) wrongVersion.push(`${remote.remote}: ${url}`);
    });

    await page.goto('/');
    await expect(page.locator('#shop-main [data-boundary="catalog"]').first()).toBeVisible();
    await addFromProductPage(page, 'bridger-hr1');
    await goToCheckout(page);
    await expect(page.locator('#shop-main [data-boundary="checkout"]').getByText('Bridger HR-1').first()).toBeVisible();

    await page.locator('#shell-footer').scrollIntoViewIfNeeded();
    await expect(page.locator('#shell-footer [data-boundary="account"]')).toBeVisible();
    await page.goto('/dealer-locator');
    await expect(page.getByRole('heading', { name: 'Find a Dealer' })).toBeVisible();
    await expect(page.locator('[data-testid="app-error-panel"]')).toHaveCount(0);

    expect(wrongVersion, 'remote files fetched from another version than the previous one').toEqual([]);
  } finally {
    for (const remote of REMOTE_NAMES) {
      const version = before[remote];
      if (version && registryEntry(remote).current !== version) registry('use', remote, version);
    }
  }
});
