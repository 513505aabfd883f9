/**
 * A graceful shutdown loses no health counts: closing the app writes what is still in memory
 * (before the database closes), and its timers keep nothing running afterwards.
 */
import { expect, it } from 'vitest';
import { createTestApp } from '../support/test-app';
import { health, postBeacons, publishVersion } from './support';

it('closing the app flushes the counts still in memory', async () => {
  const t = await createTestApp({ seed: false, config: { logLevel: 'warn' } });
  try {
    const version = '2026-11-27T10-00-00-000Z-dddddddd';
    await publishVersion(t.db, 'dealers', version);
    // Flush what is pending so the timer has nothing to do; then count without flushing.
    await t.app.registryHealth.flush();
    const answer = await postBeacons(t.app, { beacons: [health('dealers', version, 'view', 7)] });
    expect(answer.json()).toEqual({ accepted: 1, ignored: 0 });
    // (The once-a-second timer may rarely write it first; either way nothing may be lost.)
    await t.app.close();
    const rows = await t.db.selectFrom('registry_health').select(['kind', 'count']).execute();
    expect(rows.map((row) => [row.kind, Number(row.count)])).toEqual([['view', 7]]);
  } finally {
    await t.close();
  }
});
