/**
 * Version skew: the shell as deployed now, with EVERY remote on its previous published version
 * (after a rollback of all four, or while remotes have not caught up with a newer shell), still
 * completes the shopper's journey: home -> product -> add to cart -> the checkout page shows the
 * line; the account's footer fragment and the dealer locator still mount.
 *
 * The previous version of a remote is the one that was current before its last promote
 * (`npm run remote:rollback`). Where the registry has one (a long-lived registry with real earlier
 * releases), the remote is rolled back to it. The e2e run's registry is fresh (the shop's start
 * publishes each remote's build once), so there the rollback answers 409 and the current build is
 * first published again as a newer version (`remote:publish --no-build`) and the remote is rolled
 * back from it: the shell then has to load the version the registry names, not the newest one.
 * Every remote file the browser fetches must come from the previous version's folder. The registry
 * is put back as it was afterwards (`remote:promote -- <remote> <version>`), whatever happens.
 */
import type { Page } from '@playwright/test';
import { addFromProductPage, goToCheckout } from '../support/journey';
import {
  currentVersion,
  expect,
  IS_LOCAL_SHOP,
  localOnlyReason,
  REMOTE_NAMES,
  type RemoteName,
  registry,
  remoteCommand,
  type ServedConfig,
  test,
  waitForServedVersions,
} from '../support/shop';

test.skip(!IS_LOCAL_SHOP, localOnlyReason('publish and roll back versions through its remote registry'));

/** Rolls a remote back one version, publishing its current build again first when nothing is older. */
async function rollBackOneVersion(remote: RemoteName): Promise<{ previous: string; rolledBackFrom: string }> {
  const rolledBackFrom = await currentVersion(remote);
  const rollback = remoteCommand(['rollback', remote, '--as-staff']);
  if (rollback.status === 0) return { previous: await currentVersion(remote), rolledBackFrom };
  expect(rollback.stderr, 'only "nothing to roll back to" sends a remote through a new publish').toMatch(/: 409 /);
  registry('publish', remote, '--no-build');
  const republished = await currentVersion(remote);
  registry('rollback', remote);
  return { previous: await currentVersion(remote), rolledBackFrom: republished };
}

async function servedConfig(page: Page): Promise<ServedConfig> {
  const html = await (await page.request.get('/')).text();
  const inline = html.match(/<script id="shop-runtime-config" type="application\/json">(.*?)<\/script>/);
  return JSON.parse(inline?.[1] ?? 'null');
}

test('the current shell with every remote on its previous version completes the journey', async ({ page }) => {
  test.setTimeout(120_000);
  const before = Object.fromEntries(
    await Promise.all(REMOTE_NAMES.map(async (remote) => [remote, await currentVersion(remote)] as const)),
  );
  try {
    const skew: Record<string, { previous: string; rolledBackFrom: string }> = {};
    for (const remote of REMOTE_NAMES) skew[remote] = await rollBackOneVersion(remote);
    await waitForServedVersions(Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, skew[remote]?.previous])));
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
      if (version && (await currentVersion(remote)) !== version) registry('promote', remote, version);
    }
  }
});
