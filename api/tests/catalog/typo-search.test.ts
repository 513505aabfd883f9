/**
 * Search that forgives a typo (issue 15), through the route, on the shop's real content seed: a
 * query that finds nothing as typed is searched again with its mistyped words corrected, and the
 * answer says so; a query that finds something is never corrected; odd input still answers 400 or
 * an empty list, never a 5xx. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import type { ProductSearchAnswer } from 'shared-contracts/api/catalog-views';
import { SEARCH_QUERY_MAX_LENGTH } from 'shared-contracts/domain/limits';
import { SEARCH_MESSAGES } from 'shared-contracts/schemas/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/strapi/products/search/${path}`, headers });
const search = async (query: string, queryString = '') => {
  const response = await get(`${encodeURIComponent(query)}${queryString}`);
  return { status: response.statusCode, body: response.json() as ProductSearchAnswer };
};
const titles = (answer: ProductSearchAnswer) => answer.data.map((row) => row.title);
const byTitle = (list: string[]) => [...list].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));

describe('a mistyped query', () => {
  it.each([
    ['bridgr', 'bridger', 'Bridger HR-1'],
    ['briger', 'bridger', 'Bridger HR-1'],
    ['muzle', 'muzzle', 'Absaroka Muzzle Brake'],
    ['muzzel brake', 'muzzle brake', 'Absaroka Muzzle Brake'],
    ['sentinal', 'sentinel', 'Sentinel 9 Compact'],
  ])("'%s' finds what '%s' finds, and says it searched that instead", async (typed, corrected, intended) => {
    const { status, body } = await search(typed);
    expect(status).toBe(200);
    expect(titles(body)).toContain(intended);
    expect(body.meta?.correctedQuery).toBe(corrected);
    // Exactly what the corrected words find, in the specification's order (by title).
    const direct = await search(corrected);
    expect(direct.body.meta).toBeUndefined();
    expect(body.data).toEqual(direct.body.data);
    expect(titles(body)).toEqual(byTitle(titles(body)));
  });

  it('names each corrected word in query order, lower-cased, keeping the words that were right', async () => {
    const { body } = await search('Muzzel Brake');
    expect(body.meta).toEqual({
      correctedQuery: 'muzzle brake',
      corrections: [{ from: 'muzzel', to: 'muzzle' }],
    });
    expect(titles(body)).toEqual(['Absaroka Muzzle Brake']);
  });

  it('keeps the answer as old clients read it: the same rows in data, the correction only beside it', async () => {
    const { body } = await search('bridgr');
    expect(Object.keys(body).sort()).toEqual(['data', 'meta']);
    expect(Object.keys(body.data[0] ?? {}).sort()).toEqual(
      ['display_type', 'documentId', 'image', 'sku', 'slug', 'subtitle', 'title'].sort(),
    );
  });

  it('corrects two letters at 8 letters or more, one below, and a swap counts as one', async () => {
    expect((await search('sentnal')).body).toEqual({ data: [] }); // 2 edits from 'sentinel' at 7 letters
    expect((await search('absrokka')).body.meta?.correctedQuery).toBe('absaroka'); // 2 edits, 8 letters
    expect((await search('tenr')).body.meta?.correctedQuery).toBe('tern'); // a swap
  });

  it('corrects a mistyped sku part, or a whole sku whose short part is mistyped', async () => {
    const part = await search('HA-BR1-308WN-20');
    expect(part.body.meta).toEqual({
      correctedQuery: 'ha-br1-308win-20',
      corrections: [{ from: '308wn', to: '308win' }],
    });
    expect(titles(part.body)).toEqual(['Bridger HR-1']);
    const whole = await search('ha-brk-5824-bkl');
    expect(whole.body.meta).toEqual({
      correctedQuery: 'ha-brk-5824-blk',
      corrections: [{ from: 'ha-brk-5824-bkl', to: 'ha-brk-5824-blk' }],
    });
    expect(titles(whole.body)).toEqual(['Absaroka Muzzle Brake']);
  });

  it('answers an empty list, uncorrected, when even the corrected query finds nothing', async () => {
    // Both words are corrected, but the catalogue never has them side by side.
    expect((await search('bridgr muzle')).body).toEqual({ data: [] });
    expect((await search('zzqx')).body).toEqual({ data: [] });
  });
});

describe('what is never corrected', () => {
  it('a query that finds something as typed, even when one of its words is near another word', async () => {
    for (const query of ['bridger', 'muzzle', 'sentinel', 'bridge', 'tern', 'brid', 'ridgeline']) {
      const { status, body } = await search(query);
      expect(status, query).toBe(200);
      expect(body.data.length, query).toBeGreaterThan(0);
      expect(body.meta, query).toBeUndefined();
      expect(Object.keys(body), query).toEqual(['data']);
    }
  });

  it('words of 3 letters or fewer', async () => {
    // 'teb' and 'kiy' are one edit from 'tee' and 'kit'; 'hq-1' is 'hq' and '1'.
    for (const query of ['teb', 'kiy', 'brg', 'hq-1', 'zq'])
      expect((await search(query)).body, query).toEqual({ data: [] });
  });

  it('numbers', async () => {
    expect((await search('1912')).body).toEqual({ data: [] });
  });

  it('anything, when exact=true asks for the words as typed (the "Search instead for" link)', async () => {
    for (const value of ['true', '1', 'TRUE']) {
      expect((await search('bridgr', `?exact=${value}`)).body, value).toEqual({ data: [] });
    }
    for (const value of ['false', '0', '']) {
      expect((await search('bridgr', `?exact=${value}`)).body.meta?.correctedQuery, value).toBe('bridger');
    }
    // An exact query with hits answers as it does without the parameter.
    expect((await search('bridger', '?exact=true')).body).toEqual((await search('bridger')).body);
  });
});

describe('odd input still answers 400 or a list, never a 5xx', () => {
  it('answers 400 with a clear message for an exact parameter that is not a yes or no', async () => {
    for (const queryString of ['?exact=yes', '?exact=2', '?exact=true&exact=false']) {
      const { status, body } = await search('bridgr', queryString);
      expect(status, queryString).toBe(400);
      expect(body, queryString).toMatchObject({
        message: SEARCH_MESSAGES.exactInvalid,
        errors: { exact: [SEARCH_MESSAGES.exactInvalid] },
      });
    }
    // Other parameters are ignored, as before.
    expect((await search('bridgr', '?page=2')).status).toBe(200);
  });

  it('treats SQL-looking input as text', async () => {
    for (const query of [
      "' or 1=1 --",
      "'; drop table product_search_word;--",
      "bridgr' or 1=1 --",
      '%',
      '_',
      '%bridgr%',
      '\\',
    ]) {
      const { status, body } = await search(query);
      expect(status, query).toBe(200);
      expect(body.meta, query).toBeUndefined();
      // Nothing contains these as typed: no row is answered by accident (a wildcard, an injection).
      if (query !== '%' && query !== '_') expect(body.data, query).toEqual([]);
    }
    expect(titles((await search('bridgr')).body)).toContain('Bridger HR-1');
  });

  it('corrects unicode letters like any other, and answers an empty list for symbols and emoji', async () => {
    const accented = await search('bridgér');
    expect(accented.status).toBe(200);
    expect(accented.body.meta?.correctedQuery).toBe('bridger');
    expect(titles(accented.body)).toContain('Bridger HR-1');
    for (const query of [
      '🔫🔫🔫🔫',
      '🙂 ☃',
      'бриджер',
      'ｂｒｉｄｇｒ',
      '\u0000',
      'bridgr\u0000',
      '\u200b\u200b\u200b\u200b',
    ]) {
      const { status, body } = await search(query);
      expect(status, JSON.stringify(query)).toBe(200);
      expect(body, JSON.stringify(query)).toEqual({ data: [] });
    }
  });

  it(`answers 400 over ${SEARCH_QUERY_MAX_LENGTH} characters, and a list up to it`, async () => {
    const longTypos = 'bridgr '.repeat(20).slice(0, SEARCH_QUERY_MAX_LENGTH);
    expect((await search(longTypos)).status).toBe(200);
    expect((await search('b'.repeat(SEARCH_QUERY_MAX_LENGTH))).body).toEqual({ data: [] });
    const { status, body } = await search(`${longTypos}x`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ message: `Search query must be at most ${SEARCH_QUERY_MAX_LENGTH} characters` });
    expect((await search('ü'.repeat(SEARCH_QUERY_MAX_LENGTH + 1), '?exact=true')).status).toBe(400);
  });
});

describe('caching', () => {
  it('sends an ETag on a corrected answer and 304 when it is unchanged; exact=true is another answer', async () => {
    const first = await get('bridgr');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);
    const again = await get('bridgr', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const exact = await get('bridgr?exact=true', { 'if-none-match': etag });
    expect(exact.statusCode).toBe(200);
    expect(exact.headers.etag).not.toBe(etag);
  });
});
