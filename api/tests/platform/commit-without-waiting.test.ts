/**
 * Decision 0048: a checkout's key claim and stock reservation commit without waiting for the disk.
 * Each turns `synchronous_commit` off for its own transaction only: inside an open transaction the
 * setting reads 'off' after the statement, and the connection reads 'on' again once it has ended,
 * so no later statement of the pool (an order's commit above all) loses its durability.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseReservation, reserveStock } from '../../src/modules/catalog/index';
import { claimIdempotencyKey } from '../../src/modules/checkout/queries';
import { commitWithoutWaiting } from '../../src/platform/db/commit-without-waiting';
import type { Db } from '../../src/platform/db/index';
import { FIXTURE_CONTENT } from '../support/fixture-content';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ content: FIXTURE_CONTENT });
});
afterAll(async () => t?.close());

const setting = async (db: Db) =>
  (await sql<{ value: string }>`select current_setting('synchronous_commit') as value`.execute(db)).rows[0]?.value;

describe('commitWithoutWaiting', () => {
  it("turns synchronous_commit off for the statement's transaction and no longer", async () => {
    const { rows } = await sql<{ value: string }>`
      select current_setting('synchronous_commit') as value from ${commitWithoutWaiting}`.execute(t.db);
    expect(rows).toEqual([{ value: 'off' }]);
    expect(await setting(t.db)).toBe('on');
  });

  it('is used by the key claim and the stock reservation, and the connection is durable after each', async () => {
    const statements: Array<[string, (db: Db) => Promise<unknown>]> = [
      ['the key claim', (db) => claimIdempotencyKey(db, 'test:commit-later', randomUUID(), 'hash')],
      ['the reservation', (db) => reserveStock(db, randomUUID(), [{ sku: 'HA-CAP-01', quantity: 1 }])],
    ];
    for (const [name, run] of statements) {
      await t.db.connection().execute(async (connection) => {
        await connection
          .transaction()
          .execute(async (trx) => {
            await run(trx);
            expect(await setting(trx), `${name}, inside its transaction`).toBe('off');
            // Rolled back: the test leaves no claim or reservation behind.
            await sql`select 1`.execute(trx);
            throw new RolledBack();
          })
          .catch((error: unknown) => {
            if (!(error instanceof RolledBack)) throw error;
          });
        await run(connection);
        expect(await setting(connection), `${name}, on the same connection afterwards`).toBe('on');
      });
    }
  });

  it('keeps what it wrote: the claim holds the key and the reservation its pieces', async () => {
    const key = randomUUID();
    expect(await claimIdempotencyKey(t.db, 'test:commit-later', key, 'hash')).toBe(true);
    expect(await claimIdempotencyKey(t.db, 'test:commit-later', key, 'hash')).toBe(false);
    const id = randomUUID();
    const { taken } = await reserveStock(t.db, id, [{ sku: 'HA-CAP-01', quantity: 1 }]);
    expect([...taken]).toEqual(['HA-CAP-01']);
    await releaseReservation(t.db, id);
  });
});

class RolledBack extends Error {}
