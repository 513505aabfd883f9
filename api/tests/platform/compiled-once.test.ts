/**
 * Decision 0044: a statement built and compiled once answers every later call with that call's
 * values, exactly as the same statement built afresh would.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledOnce, compiledOncePerShape } from '../../src/platform/db/compiled-once';
import type { Db } from '../../src/platform/db/index';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

describe('compiledOnce', () => {
  it('builds the statement once and runs each call with its own values, in CTEs and sql templates', async () => {
    let builds = 0;
    const upsertAndRead = compiledOnce((db: Db, v: { key: string; windowStart: Date; floor: number }) => {
      builds += 1;
      return db
        .with('hit', (q) =>
          q
            .insertInto('rate_limits')
            .values({ key: v.key, window_start: v.windowStart, hits: 1 })
            .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ hits: sql`rate_limits.hits + 1` }))
            .returning('hits'),
        )
        .selectFrom('hit')
        .select(['hit.hits', sql<string>`${v.key}::text || '!'`.as('shout')])
        .where('hit.hits', '>=', v.floor);
    });
    const windowStart = new Date('2026-11-28T10:00:00Z');
    const run = (key: string, floor: number) => upsertAndRead(t.db, { key, windowStart, floor });
    expect((await run('co:a', 0)).rows).toEqual([{ hits: 1, shout: 'co:a!' }]);
    expect((await run('co:a', 0)).rows).toEqual([{ hits: 2, shout: 'co:a!' }]);
    expect((await run('co:b', 0)).rows).toEqual([{ hits: 1, shout: 'co:b!' }]);
    // The where's value is a value too: counted (the upsert ran), but not answered.
    expect((await run('co:a', 5)).rows).toEqual([]);
    expect((await run('co:a', 4)).rows).toEqual([{ hits: 4, shout: 'co:a!' }]);
    expect(builds).toBe(1);
    // In a transaction too, with the transaction's connection.
    await t.db.transaction().execute(async (trx) => {
      expect((await upsertAndRead(trx, { key: 'co:c', windowStart, floor: 0 })).rows).toEqual([
        { hits: 1, shout: 'co:c!' },
      ]);
    });
    expect(builds).toBe(1);
  });

  it('sends an undefined value as null', async () => {
    const echo = compiledOnce((db: Db, v: { note?: string }) =>
      db.selectNoFrom(sql<string | null>`${v.note}::text`.as('note')),
    );
    expect((await echo(t.db, { note: 'kept' })).rows).toEqual([{ note: 'kept' }]);
    expect((await echo(t.db, {})).rows).toEqual([{ note: null }]);
  });

  it('fails on its first call when the build looks at a value instead of passing it through', async () => {
    const shouting = compiledOnce((db: Db, v: { name: string }) =>
      db.selectNoFrom(sql<string>`${v.name.toUpperCase()}::text`.as('name')),
    );
    await expect(shouting(t.db, { name: 'quiet' })).rejects.toThrow(TypeError);
  });
});

describe('compiledOncePerShape', () => {
  it('compiles each shape once, and each shape answers its own values', async () => {
    const builds: string[] = [];
    const keyOfWindow = compiledOncePerShape(
      (db: Db, v: { key: string }, { column }: { column: 'key' | 'window_start' }) => {
        builds.push(column);
        return db.selectNoFrom(sql<string>`${v.key}::text || ${sql.lit(column)}`.as('named'));
      },
    );
    const run = (column: 'key' | 'window_start', key: string) => keyOfWindow(t.db, { column }, { key });
    expect((await run('key', 'a')).rows).toEqual([{ named: 'akey' }]);
    expect((await run('window_start', 'b')).rows).toEqual([{ named: 'bwindow_start' }]);
    expect((await run('key', 'c')).rows).toEqual([{ named: 'ckey' }]);
    expect((await run('window_start', 'd')).rows).toEqual([{ named: 'dwindow_start' }]);
    expect(builds).toEqual(['key', 'window_start']);
  });
});
