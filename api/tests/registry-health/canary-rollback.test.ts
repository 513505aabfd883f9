/**
 * The automatic rollback: a canary whose error rate exceeds the current version's by more than the
 * margin, over at least the minimum sample of views, is aborted by the registry itself, with the
 * reason on record; under the sample, or within the margin, it runs on; two checkers at once record
 * one abort. Defaults: REGISTRY_CANARY_MIN_SAMPLE 20, REGISTRY_CANARY_MARGIN 0.05.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkCanaries } from '../../src/modules/registry/canary-watch';
import { createTestApp, type TestApp } from '../support/test-app';
import { health, postBeacons, publishVersion, setCurrent, startCanary } from './support';

const STABLE = '2026-11-27T09-00-00-000Z-11111111';
const CANARY = '2026-11-27T10-00-00-000Z-22222222';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, config: { logLevel: 'warn' } });
});
afterAll(async () => t?.close());

beforeEach(async () => {
  for (const table of [
    'registry_health',
    'registry_canaries',
    'registry_audit',
    'registry_remotes',
    'registry_versions',
  ] as const) {
    await t.db.deleteFrom(table).execute();
  }
  await publishVersion(t.db, 'catalog', STABLE, 'stable1');
  await publishVersion(t.db, 'catalog', CANARY, 'canary2');
  await setCurrent(t.db, 'catalog', STABLE);
  await startCanary(t.db, 'catalog', CANARY, new Date(Date.now() - 30_000));
});

/** Health counts written straight to the table, in this minute (or the given one). */
async function counts(version: string, views: number, errors: number, minute = new Date()) {
  const at = new Date(Math.floor(minute.getTime() / 60_000) * 60_000);
  const rows = [{ minute: at, remote: 'catalog', version, kind: 'view', count: views }];
  if (errors > 0) rows.push({ minute: at, remote: 'catalog', version, kind: 'render-failure', count: errors });
  await t.db.insertInto('registry_health').values(rows).execute();
}

const canaryRunning = async () =>
  (await t.db.selectFrom('registry_canaries').select('version').where('remote', '=', 'catalog').executeTakeFirst()) !==
  undefined;
const audit = () => t.db.selectFrom('registry_audit').selectAll().orderBy('id').execute();
const rules = () => ({
  minSample: t.config.registryHealth.canaryMinSample,
  margin: t.config.registryHealth.canaryMargin,
});

describe('automatic rollback', () => {
  it('a flush after beacons aborts a canary that errors, with the reason in words', async () => {
    // The first flush of this app judges the canaries (at most every 5 s afterwards).
    const beacons = [
      health('catalog', CANARY, 'view', 25),
      health('catalog', CANARY, 'error', 6),
      health('catalog', CANARY, 'load-failure', 4),
      health('catalog', STABLE, 'view', 100),
    ];
    expect((await postBeacons(t.app, { beacons })).statusCode).toBe(202);
    await t.app.registryHealth.flush();
    expect(await canaryRunning()).toBe(false);
    const entries = await audit();
    expect(entries).toHaveLength(1);
    const entry = entries[0];
    expect(entry).toMatchObject({ actor: 'registry', action: 'abort', remote: 'catalog', version: CANARY });
    expect(entry?.git_commit).toBe('canary2');
    const detail = entry?.detail as unknown as { reason: string; canary: { views: number; errors: number } };
    expect(detail.reason).toBe('error rate 0.40 against 0.00 over 25 views; margin 0.05');
    expect(detail.canary).toMatchObject({ views: 25, errors: 10 });
    // The current version is untouched.
    const remote = await t.db.selectFrom('registry_remotes').select('current_version').executeTakeFirstOrThrow();
    expect(remote.current_version).toBe(STABLE);
  });

  it('compares with the current version: both erring alike is no reason', async () => {
    await counts(CANARY, 40, 8); // 0.20
    await counts(STABLE, 200, 36); // 0.18
    expect(await t.app.registryHealth.checkCanaries()).toEqual([]);
    expect(await canaryRunning()).toBe(true);
    expect(await audit()).toEqual([]);
  });

  it('does not abort under the minimum sample, however bad the canary looks', async () => {
    await counts(CANARY, rules().minSample - 1, rules().minSample - 1);
    await counts(STABLE, 100, 0);
    expect(await t.app.registryHealth.checkCanaries()).toEqual([]);
    expect(await canaryRunning()).toBe(true);
    // One more view reaches the sample: now it goes.
    await counts(CANARY, 1, 0, new Date(Date.now() + 60_000));
    expect(await t.app.registryHealth.checkCanaries()).toHaveLength(1);
    expect(await canaryRunning()).toBe(false);
  });

  it('does not abort within the margin (exactly the margin is not over it)', async () => {
    await counts(CANARY, 100, 10); // 0.10
    await counts(STABLE, 100, 5); // 0.05: 0.05 more, the margin itself
    expect(await t.app.registryHealth.checkCanaries()).toEqual([]);
    expect(await canaryRunning()).toBe(true);
    await counts(CANARY, 0, 1, new Date(Date.now() + 60_000)); // 11 of 100: 0.06 more
    expect(await t.app.registryHealth.checkCanaries()).toHaveLength(1);
  });

  it("counts only the canary's window: errors before it started do not count", async () => {
    await t.db.deleteFrom('registry_canaries').execute();
    await startCanary(t.db, 'catalog', CANARY, new Date());
    await counts(CANARY, 50, 50, new Date(Date.now() - 10 * 60_000)); // an earlier try of the version
    await counts(CANARY, 30, 0);
    await counts(STABLE, 100, 0);
    expect(await t.app.registryHealth.checkCanaries()).toEqual([]);
    expect(await canaryRunning()).toBe(true);
  });

  it('a remote without a current version compares against 0', async () => {
    await setCurrent(t.db, 'catalog', null);
    await counts(CANARY, 20, 2); // 0.10
    const aborts = await t.app.registryHealth.checkCanaries();
    expect(aborts.map((abort) => abort.reason)).toEqual(['error rate 0.10 against 0.00 over 20 views; margin 0.05']);
  });

  it('two checkers at once record only one abort', async () => {
    await counts(CANARY, 30, 30);
    await counts(STABLE, 30, 0);
    const results = await Promise.all([
      checkCanaries(t.db, rules()),
      checkCanaries(t.db, rules()),
      t.app.registryHealth.checkCanaries(),
    ]);
    expect(results.flat()).toHaveLength(1);
    expect((await audit()).filter((entry) => entry.action === 'abort')).toHaveLength(1);
    expect(await canaryRunning()).toBe(false);
  });

  it('checking again after an abort records nothing more', async () => {
    await counts(CANARY, 30, 30);
    expect(await t.app.registryHealth.checkCanaries()).toHaveLength(1);
    expect(await t.app.registryHealth.checkCanaries()).toEqual([]);
    expect(await audit()).toHaveLength(1);
  });
});
