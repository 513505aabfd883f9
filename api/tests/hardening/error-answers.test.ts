/**
 * How the platform answers input it refuses (issue 13): database errors the input caused answer
 * 400 and log a warning (a fault of ours still answers 500 and logs an error); messages never
 * quote more than a short prefix; error answers are capped; a URL that does not decode, a body too
 * large and a repeated query parameter have answers of their own. On PGlite, and on PostgreSQL
 * when DATABASE_URL is set.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { INPUT_LIMITS } from 'shared-contracts/domain/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { number, object, string } from 'yup';
import { DATABASE_INPUT_MESSAGES } from '../../src/platform/hardening/database-errors';
import { badRequest } from '../../src/platform/http-errors';
import {
  BAD_URL_MESSAGE,
  BODY_TOO_LARGE_MESSAGE,
  GENERIC_SERVER_ERROR,
} from '../../src/platform/plugins/error-handler';
import { INPUT_GUARD_MESSAGES, MAX_ERROR_ANSWER_BYTES } from '../../src/platform/plugins/input-guard';
import { validate } from '../../src/platform/plugins/validate';
import { createTestApp, type TestApp } from '../support/test-app';

/** Statements that fail the way a value from a request makes them fail. */
const FAILING_STATEMENTS: Record<string, (t: TestApp) => Promise<unknown>> = {
  'out-of-range': (t) => sql`select cast(${'2147483648'} as integer)`.execute(t.db),
  'not-a-number': (t) => sql`select cast(${'12abc'} as integer)`.execute(t.db),
  'not-a-uuid': (t) => sql`select cast(${'not-a-uuid'} as uuid)`.execute(t.db),
  nul: (t) => sql`select cast(${'a\u0000b'} as text)`.execute(t.db),
  'nul-in-json': (t) => sql`select cast(${'{"a":"\\u0000"}'} as jsonb) ->> 'a'`.execute(t.db),
  'not-null': async (t) => {
    await sql`create temporary table if not exists hardening_nn (v text not null)`.execute(t.db);
    return sql`insert into hardening_nn (v) values (${null})`.execute(t.db);
  },
  'index-row-too-large': async (t) => {
    await sql`create temporary table if not exists hardening_ix (v text primary key)`.execute(t.db);
    // Incompressible text larger than a btree row may be (about 2.7 KB).
    const value = randomBytes(9_000).toString('base64');
    return sql`insert into hardening_ix (v) values (${value})`.execute(t.db);
  },
  'a bug of ours': (t) => sql`select * from no_such_table`.execute(t.db),
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    config: { logLevel: 'info' },
    routes: (app) => {
      app.get<{ Params: { name: string } }>('/test/sql/:name', async (request) => {
        const statement = FAILING_STATEMENTS[request.params.name];
        if (!statement) throw badRequest('no such statement');
        await statement(t);
        return { ok: true };
      });
      app.post('/test/number', async (request) =>
        validate(object({ count: number().required(), name: string().trim().max(10) }), request.body),
      );
      app.post('/test/own-nul', async (request) =>
        validate(
          object({
            name: string().test('no-nul', 'Name has a character that is not allowed', (v) => !v?.includes('\0')),
          }),
          request.body,
        ),
      );
      app.get('/test/huge-message', async () => {
        throw badRequest(`Bad ${'Z'.repeat(100_000)}`, { field: ['Z'.repeat(100_000)] });
      });
      app.get('/test/echo', async (request) => request.query);
      app.get('/test/query', async (request) => validate(object({ name: string().trim() }), request.query));
      app.get<{ Params: { id: string } }>('/test/item/:id', async (request) => request.params);
      app.post('/test/body', async (request) => ({ received: typeof request.body }));
    },
  });
});
afterAll(async () => t?.close());

const logsOf = (requestId: string) => t.logs.lines.filter((line) => line.requestId === requestId);

describe('database errors caused by the input', () => {
  const cases: Array<[string, string]> = [
    ['out-of-range', DATABASE_INPUT_MESSAGES.outOfRange],
    ['not-a-number', DATABASE_INPUT_MESSAGES.invalidValue],
    ['not-a-uuid', DATABASE_INPUT_MESSAGES.invalidValue],
    ['nul', DATABASE_INPUT_MESSAGES.invalidCharacter],
    ['nul-in-json', DATABASE_INPUT_MESSAGES.invalidCharacter],
    ['not-null', DATABASE_INPUT_MESSAGES.missingValue],
    ['index-row-too-large', DATABASE_INPUT_MESSAGES.tooLarge],
  ];

  it.each(cases)('%s: 400 with a message naming the kind of problem, logged as a warning', async (name, message) => {
    const requestId = `db-${name}`;
    const response = await t.app.inject({
      method: 'GET',
      url: `/test/sql/${name}`,
      headers: { 'x-request-id': requestId },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ message, title: 'Bad Request' });
    const levels = logsOf(requestId).map((line) => line.level);
    expect(levels).toContain(40);
    expect(levels.filter((level) => level >= 50)).toEqual([]);
  });

  it('a fault of ours is still a 500, logged as an error, leaking no SQL', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/test/sql/a bug of ours',
      headers: { 'x-request-id': 'db-bug' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: GENERIC_SERVER_ERROR, title: 'Internal Server Error' });
    expect(response.body).not.toContain('no_such_table');
    expect(logsOf('db-bug').some((line) => line.level === 50)).toBe(true);
  });
});

describe('answers quote at most a short prefix', () => {
  it("replaces yup's type message, which prints the whole value", async () => {
    const response = await t.app.inject({ method: 'POST', url: '/test/number', payload: { count: 'y'.repeat(9_000) } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'count must be a number',
      title: 'Bad Request',
      errors: { count: ['count must be a number'] },
    });
  });

  it('refuses an array or object where text is expected, with every other field error of the body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/test/number', payload: { count: 1, name: ['a'] } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ name: ['name must be text'] });
    const both = await t.app.inject({
      method: 'POST',
      url: '/test/number',
      payload: { count: { a: 1 }, name: 'too long a name' },
    });
    expect(both.json().errors).toEqual({
      count: ['count must be a number'],
      name: ['name must be at most 10 characters'],
    });
    const list = await t.app.inject({ method: 'POST', url: '/test/number', payload: [1, 2] });
    expect(list.json().message).toBe('The request body must be an object (a set of named fields)');
    expect(list.json().errors.count).toEqual(['count is a required field']);
  });

  it('refuses a text over the global limit in a field without a limit of its own', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/test/own-nul',
      payload: { name: 'x'.repeat(INPUT_LIMITS.textLength + 1) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ name: [`name must be at most ${INPUT_LIMITS.textLength} characters`] });
  });

  it('refuses NUL in a text field, unless the schema has its own word for it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/test/number',
      payload: { count: 1, name: 'a\u0000b' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ name: ['name must not contain the NUL character'] });
    const own = await t.app.inject({ method: 'POST', url: '/test/own-nul', payload: { name: 'a\u0000b' } });
    expect(own.json().errors).toEqual({ name: ['Name has a character that is not allowed'] });
  });

  it(`cuts an error answer over ${MAX_ERROR_ANSWER_BYTES} bytes to its message's first characters`, async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/huge-message' });
    expect(response.statusCode).toBe(400);
    expect(response.rawPayload.length).toBeLessThan(INPUT_LIMITS.errorQuoteLength + 100);
    const body = response.json();
    expect(body.title).toBe('Bad Request');
    expect(body.message.startsWith('Bad ZZZ')).toBe(true);
    expect(body.message.length).toBeLessThanOrEqual(INPUT_LIMITS.errorQuoteLength);
  });

  it('names an unknown route with at most a short prefix of its path', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/${'q'.repeat(5_000)}` });
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json().message.length).toBeLessThan(INPUT_LIMITS.errorQuoteLength + 40);
  });
});

describe('before a handler runs', () => {
  it('answers 413 to a body over the limit', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/test/body',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ a: 'x'.repeat(INPUT_LIMITS.jsonBodyBytes) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: BODY_TOO_LARGE_MESSAGE, title: 'Payload Too Large' });
  });

  it('answers 400 in the API shape to a URL that does not decode, without echoing it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/item/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: BAD_URL_MESSAGE, title: 'Bad Request' });
  });

  it('leaves a repeated query parameter to the route: a text field given a list answers 400', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/test/echo?sku=a&sku=b' });
    expect(list.json()).toEqual({ sku: ['a', 'b'] });
    const validated = await t.app.inject({ method: 'GET', url: '/test/query?name=a&name=b' });
    expect(validated.statusCode).toBe(400);
    expect(validated.json().errors).toEqual({ name: ['name must be text'] });
  });

  it(`refuses a query value over ${INPUT_LIMITS.queryValueLength} characters`, async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/test/echo?q=${'x'.repeat(INPUT_LIMITS.queryValueLength + 1)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(INPUT_GUARD_MESSAGES.tooLong('q'));
    const fine = await t.app.inject({
      method: 'GET',
      url: `/test/echo?q=${'x'.repeat(INPUT_LIMITS.queryValueLength)}`,
    });
    expect(fine.statusCode).toBe(200);
  });
});
