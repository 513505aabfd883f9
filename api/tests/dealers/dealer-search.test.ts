/**
 * The locator's radius search over real HTTP on a real database: answers equal a brute-force
 * great-circle computation over every dealer (seeded directory plus a generated one), the edges of
 * a radius, bad and unknown zips (400 with the specification's message, never a 5xx), and a
 * geocoder that fails (502, same message).
 */

import { sql } from 'kysely';
import { LIMITS } from 'shared-contracts';
import { GEOCODING_FAILED_MESSAGE } from 'shared-contracts/api/dealers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedDealers } from '../../bench/dealer-generator';
import { SEED_DEALERS } from '../../src/modules/dealers/directory-seed';
import { boxAround, greatCircleMiles } from '../../src/modules/dealers/great-circle';
import { insertDealers, locatorDealers } from '../../src/modules/dealers/queries';
import { GeocoderUnavailableError } from '../../src/providers/geocoding/index';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let ip = 0;
const search = (query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/Dealers/search?${query}`,
    headers: { 'x-forwarded-for': `10.9.0.${(ip++ % 250) + 1}` },
  });

beforeAll(async () => {
  t = await createTestApp();
  // 2,000 more dealers spread over the states (the bench's generator), some hidden or pending.
  await insertDealers(t.db, await generatedDealers(t.db, 2000, 7));
});
afterAll(async () => t?.close());

describe('the seeded directory', () => {
  it('places every seeded dealer in its town, across many states', async () => {
    const rows = await t.db
      .selectFrom('dealers')
      .selectAll()
      .where('user_id', 'is', null)
      .where('email', 'like', '%.example')
      .execute();
    const seeded = rows.filter((row) => SEED_DEALERS.some((d) => d.name === row.name));
    expect(seeded).toHaveLength(SEED_DEALERS.length);
    expect(new Set(seeded.map((d) => d.state)).size).toBeGreaterThanOrEqual(40);
    for (const dealer of seeded) {
      const town = await t.db
        .selectFrom('zip_codes')
        .selectAll()
        .where('zip', '=', dealer.zip)
        .executeTakeFirstOrThrow();
      expect(town.state).toBe(dealer.state);
      expect(greatCircleMiles(town, dealer)).toBeLessThan(2);
    }
  });

  it("keeps each dealer's licence on file, its expiry written in the FFL number's expiry group; a few have lapsed", async () => {
    const rows = await t.db
      .selectFrom('dealers')
      .select(['name', 'ffl_number', sql<string>`to_char(ffl_expires_on, 'YYYY-MM-DD')`.as('expires')])
      .where('user_id', 'is', null)
      .where('email', 'like', '%.example')
      .execute();
    const seeded = rows.filter((row) => SEED_DEALERS.some((d) => d.name === row.name));
    const today = new Date().toISOString().slice(0, 10);
    for (const dealer of seeded) {
      const [year, month] = dealer.expires.split('-').map(Number) as [number, number];
      // X-XX-XXX-01-<last digit of the year><month letter, A = January, no I>-XXXXX
      expect(dealer.ffl_number?.split('-')[4], dealer.name).toBe(`${year % 10}${'ABCDEFGHJKLM'[month - 1]}`);
    }
    const lapsed = seeded.filter((dealer) => dealer.expires < today);
    expect(lapsed.length).toBeGreaterThan(0);
    expect(lapsed.length).toBeLessThan(seeded.length / 5);
  });

  it('bundles the US zip table with states', async () => {
    const count = await t.db
      .selectFrom('zip_codes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBeGreaterThan(40_000);
    const bozeman = await t.db.selectFrom('zip_codes').selectAll().where('zip', '=', '59715').executeTakeFirstOrThrow();
    expect(bozeman).toMatchObject({ state: 'MT', city: 'Bozeman' });
  });
});

describe('GET /Dealers/search', () => {
  it('answers exactly the dealers a brute-force great-circle computation finds, nearest first', async () => {
    const everyone = await locatorDealers(t.db);
    for (const [zip, radius] of [
      ['59715', 50],
      ['59715', 250],
      ['10001', 100],
      ['78028', 150],
      ['99669', 200],
      ['04401', 250],
    ] as const) {
      const res = await search(`zip=${zip}&radius=${radius}`);
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json();
      const origin = answer.origin;
      const expected = everyone
        .map((d) => ({ id: d.id, miles: greatCircleMiles(origin, d) }))
        .filter((d) => d.miles <= radius)
        .sort((a, b) => a.miles - b.miles)
        .slice(0, 100);
      expect(answer.dealers.map((d: { id: string }) => d.id).sort()).toEqual(expected.map((d) => d.id).sort());
      const distances = answer.dealers.map((d: { distanceMiles: number }) => d.distanceMiles);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      for (const dealer of answer.dealers) {
        expect(dealer.distanceMiles).toBeCloseTo(greatCircleMiles(origin, dealer), 0);
        expect(dealer.distanceMiles).toBeLessThanOrEqual(radius);
      }
    }
  });

  it('finds the dealers around Bozeman within the default 50 miles', async () => {
    const res = await search('zip=59715');
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.radius).toBe(LIMITS.locatorDefaultRadiusMiles);
    const names = answer.dealers.map((d: { name: string }) => d.name);
    expect(names).toEqual(expect.arrayContaining(['Gallatin Valley Outfitters', 'Yellowstone Gun Works']));
    expect(answer.dealers[0]).toMatchObject({
      name: expect.any(String),
      phoneNumber: expect.stringMatching(/^\(\d{3}\) 555-01\d{2}$/),
      address1: expect.any(String),
      state: 'MT',
      fflNumber: expect.stringMatching(/^\d-\d{2}-\d{3}-01-/),
    });
  });

  it('keeps a dealer exactly at the edge and drops one just beyond it', async () => {
    const origin = (await search('zip=82414&radius=50')).json().origin;
    // Due north: 1 degree of latitude is EARTH_RADIUS * pi / 180 miles.
    const milesPerDegree = (3958.7613 * Math.PI) / 180;
    const at = (miles: number) => ({ latitude: origin.latitude + miles / milesPerDegree, longitude: origin.longitude });
    const edge = (name: string, miles: number) => ({
      name,
      ffl_number: null,
      phone: '(307) 555-0199',
      email: null,
      website: null,
      address1: '1 Edge Rd',
      address2: null,
      city: 'Cody',
      state: 'WY',
      zip: '82414',
      ...at(miles),
      in_locator: true,
      status: 'Approved' as const,
      user_id: null,
    });
    await insertDealers(t.db, [edge('Edge Inside', 49.99), edge('Edge Outside', 50.01)]);
    const names = (await search('zip=82414&radius=50')).json().dealers.map((d: { name: string }) => d.name);
    expect(names).toContain('Edge Inside');
    expect(names).not.toContain('Edge Outside');
    expect((await search('zip=82414&radius=100')).json().dealers.map((d: { name: string }) => d.name)).toContain(
      'Edge Outside',
    );
  });

  it('never shows a pending, rejected or hidden dealer', async () => {
    const hidden = await t.db
      .selectFrom('dealers')
      .select('id')
      .where((eb) => eb.or([eb('in_locator', '=', false), eb('status', '!=', 'Approved')]))
      .execute();
    expect(hidden.length).toBeGreaterThan(0);
    const hiddenIds = new Set(hidden.map((d) => d.id));
    for (const zip of ['59715', '10001', '60601', '94103']) {
      const answer = (await search(`zip=${zip}&radius=250`)).json();
      expect(answer.dealers.filter((d: { id: string }) => hiddenIds.has(d.id))).toEqual([]);
    }
  });

  it('answers a bad zip or radius with 400 and the form message', async () => {
    for (const query of [
      'zip=5971',
      'zip=abcde',
      'zip=597155',
      'zip=',
      '',
      'zip=59715&radius=75',
      'zip=59715&radius=1e309',
      'zip=59715&radius=-50',
      'zip[]=1',
      'zip=%00%00%00%00%00',
    ]) {
      const res = await search(query);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await search('zip=5971')).json().errors.zip).toEqual(['Zip Code must be 5 digits']);
    expect((await search('zip=59715&radius=75')).json().errors.radius).toEqual(['Choose one of the offered distances']);
  });

  it("answers a zip that is no place with 400 and 'Geocoding request failed'", async () => {
    const res = await search('zip=00000&radius=50');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(GEOCODING_FAILED_MESSAGE);
  });

  it('answers 502 with the same message when the geocoder cannot be reached', async () => {
    const broken = await createTestApp({
      providers: {
        geocoder: {
          name: 'down',
          locateZip: async () => {
            throw new GeocoderUnavailableError('connection refused');
          },
        },
      },
    });
    try {
      const res = await broken.app.inject({ method: 'GET', url: '/Dealers/search?zip=59715' });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(GEOCODING_FAILED_MESSAGE);
    } finally {
      await broken.close();
    }
  });
});

describe('the search box', () => {
  it('holds every point of the circle, near the equator, the poles and the antimeridian', () => {
    for (const origin of [
      { latitude: 45.67, longitude: -111.04 },
      { latitude: 64.8, longitude: -147.7 },
      { latitude: 51.9, longitude: -176.6 },
      { latitude: 19.7, longitude: -155.1 },
    ]) {
      const box = boxAround(origin, 250);
      for (let bearing = 0; bearing < 360; bearing += 5) {
        const b = (bearing * Math.PI) / 180;
        const d = 250 / 3958.7613;
        const lat1 = (origin.latitude * Math.PI) / 180;
        const lng1 = (origin.longitude * Math.PI) / 180;
        const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
        const lng2 =
          lng1 + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
        const point = { latitude: (lat2 * 180) / Math.PI, longitude: (lng2 * 180) / Math.PI };
        expect(point.latitude).toBeGreaterThanOrEqual(box.latitude.min);
        expect(point.latitude).toBeLessThanOrEqual(box.latitude.max);
        if (box.longitude) {
          expect(point.longitude).toBeGreaterThanOrEqual(box.longitude.min - 1e-9);
          expect(point.longitude).toBeLessThanOrEqual(box.longitude.max + 1e-9);
        }
      }
    }
  });
});

describe('GET /Zip/{zip}', () => {
  it("answers a zip's state and city, normalised; 404 for no zip", async () => {
    const bozeman = await t.app.inject({ method: 'GET', url: '/Zip/59715-1234' });
    expect(bozeman.statusCode).toBe(200);
    expect(bozeman.json()).toEqual({ zip: '59715', state: 'MT', city: 'Bozeman' });
    for (const zip of ['00000', '123', 'abcde', '%00', 'x'.repeat(100)]) {
      const res = await t.app.inject({ method: 'GET', url: `/Zip/${zip}` });
      expect(res.statusCode, zip).toBe(404);
      expect(res.json().message).toBe('Zip code is not a US zip code');
    }
  });
});
