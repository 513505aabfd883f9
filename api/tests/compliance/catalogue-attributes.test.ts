/**
 * The real seed's products carry the attributes the rules read (issue 30), and a database seeded
 * before migration 013 is given the very same attributes by the migration's backfill.
 */
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGuestId } from '../../src/modules/auth/index';
import { listCartLines } from '../../src/modules/cart/index';
import { classifySeededCatalogue } from '../../src/platform/db/migrations/013_compliance_attributes';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

const COLUMNS = [
  'sku',
  'product_slug',
  'is_ffl_item',
  'is_receiver_item',
  'item_class',
  'ammunition_class',
  'magazine_capacity',
  'magazine_platform',
  'nfa_kind',
  'roster_status',
] as const;
const readAll = () => t.db.selectFrom('catalog_skus').select(COLUMNS).orderBy('sku').execute();

describe('the seeded catalogue’s compliance attributes', () => {
  it('classifies every FFL sku as a firearm, every handgun on or off the roster, every magazine by capacity and platform', async () => {
    const rows = await readAll();
    expect(rows.length).toBeGreaterThan(50);
    for (const row of rows) {
      if (row.is_ffl_item) expect(['long-gun', 'handgun', 'receiver', 'nfa-item'], row.sku).toContain(row.item_class);
      if (row.is_receiver_item) expect(row.item_class, row.sku).toBe('receiver');
      if (row.item_class === 'handgun')
        expect(['listed', 'not-listed', 'exempt'], row.sku).toContain(row.roster_status);
      if (row.item_class === 'magazine') {
        expect(row.magazine_capacity, row.sku).toBeGreaterThan(0);
        expect(['handgun', 'long-gun'], row.sku).toContain(row.magazine_platform);
      }
      if (!row.is_ffl_item && row.item_class !== 'magazine')
        expect(['accessory', 'ammunition'], row.sku).toContain(row.item_class);
      if (row.item_class === 'ammunition')
        expect(['long-gun', 'handgun', 'dual-use'], row.sku).toContain(row.ammunition_class);
    }
    const bySku = new Map(rows.map((row) => [row.sku, row]));
    expect(bySku.get('HA-MAG-S9-17')).toMatchObject({ item_class: 'magazine', magazine_capacity: 17 });
    expect(bySku.get('HA-S9F-BLK-10')).toMatchObject({
      item_class: 'handgun',
      magazine_capacity: 10,
      roster_status: 'listed',
    });
    expect(bySku.get('HA-S9F-BLK-17')).toMatchObject({ magazine_capacity: 17, roster_status: 'not-listed' });
    // Seeded for the browser half's e2e (issue 30): handgun ammunition and a suppressor.
    expect(bySku.get('HA-AMMO-9MM-124')).toMatchObject({
      item_class: 'ammunition',
      ammunition_class: 'handgun',
      is_ffl_item: false,
    });
    expect(bySku.get('HA-SUP-30-TI')).toMatchObject({
      item_class: 'nfa-item',
      nfa_kind: 'suppressor',
      is_ffl_item: true,
    });
  });

  it("answers each cart line's attributes with the line (cart_lines, migration 019): the order path reads no more", async () => {
    const guestId = newGuestId();
    await t.db.insertInto('guests').values({ id: guestId }).execute();
    const cart = await t.db.insertInto('carts').values({ guest_id: guestId }).returning('id').executeTakeFirstOrThrow();
    await t.db
      .insertInto('cart_items')
      .values(
        ['HA-SUP-30-TI', 'HA-MAG-S9-17', 'HA-AMMO-9MM-124'].map((sku) => ({ cart_id: cart.id, sku, quantity: 1 })),
      )
      .execute();
    const { details } = await listCartLines(t.db, cart.id);
    expect(details.get('HA-SUP-30-TI')?.compliance).toMatchObject({ itemClass: 'nfa-item', nfaKind: 'suppressor' });
    expect(details.get('HA-MAG-S9-17')?.compliance).toMatchObject({
      itemClass: 'magazine',
      magazineCapacity: 17,
      magazinePlatform: 'handgun',
    });
    expect(details.get('HA-AMMO-9MM-124')?.compliance).toMatchObject({
      itemClass: 'ammunition',
      ammunitionClass: 'handgun',
    });
  });

  it('gives a database seeded before migration 013 the same attributes as the seed writes', async () => {
    // Products added to the seed after migration 013 were never in such a database: the seed writes theirs.
    const addedLater = new Set(['sentinel-9mm-ammunition', 'absaroka-30-suppressor']);
    const before013 = async () => (await readAll()).filter((row) => !addedLater.has(row.product_slug));
    const seeded = await before013();
    await sql`update catalog_skus set item_class = 'accessory', ammunition_class = null, magazine_capacity = null,
      magazine_platform = null, nfa_kind = null, roster_status = null`.execute(t.db);
    await classifySeededCatalogue(t.db as unknown as Kysely<unknown>);
    expect(await before013()).toEqual(seeded);
  });
});
