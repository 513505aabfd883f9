/**
 * Decision 0041: each pooled PostgreSQL connection prepares the texts it runs, up to a limit, and
 * answers exactly as an unprepared statement would. PostgreSQL's own view of the session
 * (pg_prepared_statements) is the witness. Needs PostgreSQL (DATABASE_URL); PGlite has no pool.
 */
import { Kysely, PostgresDialect, type RawBuilder, sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareStatementsPerConnection } from '../../src/platform/db/prepared-statements';

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('prepared statements per connection', () => {
  let db: Kysely<Record<string, never>> | null = null;

  /** One connection (max 1), so every statement and the view read the same session. */
  function open(limit: number): Kysely<Record<string, never>> {
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    prepareStatementsPerConnection(pool, limit);
    db = new Kysely({ dialect: new PostgresDialect({ pool }) });
    return db;
  }

  afterEach(async () => {
    await db?.destroy();
    db = null;
  });

  /** The one row's `v`. */
  const value = async (kysely: Kysely<Record<string, never>>, query: RawBuilder<{ v: number }>) =>
    (await query.execute(kysely)).rows[0]?.v;

  const prepared = async (kysely: Kysely<Record<string, never>>) =>
    (await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(kysely))
      .rows;

  it('parses a text once per connection and answers each call with its own parameters', async () => {
    const kysely = open(16);
    const answers: Array<number | undefined> = [];
    for (const n of [1, 2, 3]) answers.push(await value(kysely, sql`select ${n}::int * 7 as v`));
    expect(answers).toEqual([7, 14, 21]);
    const statements = await prepared(kysely);
    expect(statements.filter((s) => s.statement === 'select $1::int * 7 as v')).toHaveLength(1);
  });

  it('prepares no more than its limit of texts, and runs later texts unprepared with the right answers', async () => {
    const kysely = open(2);
    const answers: Array<number | undefined> = [];
    for (const n of [1, 2, 3, 4, 5]) {
      answers.push(await value(kysely, sql`select ${n}::int + ${sql.raw(String(n))} as v`));
    }
    expect(answers).toEqual([2, 4, 6, 8, 10]);
    // The two first texts (the view's own read is the third and is not prepared).
    expect((await prepared(kysely)).map((s) => s.statement)).toEqual([
      'select $1::int + 1 as v',
      'select $1::int + 2 as v',
    ]);
  });

  it('keeps the connection usable after a statement fails to parse or to run, in and out of a transaction', async () => {
    const kysely = open(16);
    await expect(sql`select ${1} from no_such_table_0041`.execute(kysely)).rejects.toThrow(/no_such_table_0041/);
    await expect(
      kysely.transaction().execute(async (trx) => {
        await sql`select ${1}::int / ${0}::int`.execute(trx);
      }),
    ).rejects.toThrow(/division by zero/);
    // The same failing text again fails the same way (a second parse, not a stale name).
    await expect(sql`select ${1} from no_such_table_0041`.execute(kysely)).rejects.toThrow(/no_such_table_0041/);
    expect(await value(kysely, sql`select ${6}::int / ${3}::int as v`)).toBe(2);
    const texts = (await prepared(kysely)).map((s) => s.statement);
    expect(texts).not.toContain('select $1 from no_such_table_0041');
    expect(texts).toContain('select $1::int / $2::int');
  });
});
