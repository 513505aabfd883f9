/**
 * A cart line is a sku plus its 3D build (issue 32, item 5; migration 014): two builds of one sku
 * are two lines, each with its own build id and add-ons; the stock check counts every line of the
 * sku; the sign-in merge keeps builds apart. Runs on PGlite, and on PostgreSQL when DATABASE_URL is
 * set.
 */
import { sql } from 'kysely';
import type { CartLine, CartWithLines } from 'shared-contracts/api/cart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { Shopper } from './support/shopper';

const SHELF = 5;
let t: TestApp;
let rifle: { sku: string; title: string };
let mount: { id: string; name: string };
let sling: { id: string; name: string };

beforeAll(async () => {
  t = await createTestApp();
  const row = await t.db
    .selectFrom('catalog_skus')
    .select(['sku', 'product_title'])
    .where('product_slug', '=', 'bridger-hr1')
    .orderBy('sku')
    .executeTakeFirstOrThrow();
  rifle = { sku: row.sku, title: row.product_title };
  await t.db.updateTable('sku_prices').set({ qty_on_hand: SHELF }).where('sku', '=', rifle.sku).execute();
  const { rows } = await sql<{ id: string; name: string }>`
    select a->>'id' as id, a->>'title' as name
    from content_documents d, jsonb_array_elements(d.data->'add_ons') a
    where d.kind = 'product' and d.data->>'slug' = 'bridger-hr1' order by (a->>'add_on_price')::numeric desc`.execute(
    t.db,
  );
  [mount, sling] = rows as [{ id: string; name: string }, { id: string; name: string }];
});
afterAll(async () => t?.close());

const buildA = () => ({ optionIds: [Number(mount.id)], buildId: 'build-a', notes: 'A' });
const buildB = () => ({ optionIds: [Number(sling.id)], buildId: 'build-b', notes: 'B' });
const linesOf = (cart: CartWithLines) => cart.items as CartLine[];
const onlyLeft = `Only ${SHELF} left in stock for `;

describe('two 3D builds of one sku', () => {
  it('make two lines, each with its own build id and add-ons', async () => {
    const guest = await Shopper.guest(t.app);
    await guest.add(rifle.sku, 1, buildA());
    const answer = await guest.add(rifle.sku, 1, buildB());
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const lines = linesOf(answer.body as CartWithLines);
    expect(lines.map((line) => [line.productId, line.quantity, line.buildId, line.addOns.map((a) => a.name)])).toEqual([
      [rifle.sku, 1, 'build-a', [mount.name]],
      [rifle.sku, 1, 'build-b', [sling.name]],
    ]);
    expect(lines[0]?.id).not.toBe(lines[1]?.id);
    // The same build again raises its own line; a line without a build keeps the sku-only identity.
    await guest.add(rifle.sku, 1, buildA());
    await guest.add(rifle.sku, 1);
    const after = linesOf((await guest.add(rifle.sku, 1)).body as CartWithLines);
    expect(after.map((line) => [line.buildId, line.quantity])).toEqual([
      ['build-a', 2],
      ['build-b', 1],
      [null, 2],
    ]);
  });

  it('share the shelf: adding counts every line of the sku', async () => {
    const guest = await Shopper.guest(t.app);
    await guest.add(rifle.sku, 3, buildA());
    const refused = await guest.add(rifle.sku, 3, buildB());
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errors: { quantity: [`${onlyLeft}${rifle.title}`] } });
    expect((await guest.getCart()).body.items).toHaveLength(1);
    const fits = await guest.add(rifle.sku, 2, buildB());
    expect(fits.status).toBe(200);
    expect((await guest.add(rifle.sku, 1)).status).toBe(400);
  });

  it("share the shelf: setting one line's quantity counts the other lines of the sku", async () => {
    const guest = await Shopper.guest(t.app);
    await guest.add(rifle.sku, 2, buildA());
    const cart = (await guest.add(rifle.sku, 2, buildB())).body as CartWithLines;
    const [lineA, lineB] = linesOf(cart);
    const refused = await guest.setQuantity(String(lineA?.id), 4);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errors: { quantity: [`${onlyLeft}${rifle.title}`] } });
    const raised = await guest.setQuantity(String(lineA?.id), 3);
    expect(raised.status).toBe(200);
    // Update and remove act on the line named, not on the sku's other line.
    expect(linesOf(raised.body as CartWithLines).map((line) => [line.buildId, line.quantity])).toEqual([
      ['build-a', 3],
      ['build-b', 2],
    ]);
    const removed = await guest.remove(String(lineB?.id));
    expect(linesOf(removed.body as CartWithLines).map((line) => line.buildId)).toEqual(['build-a']);
  });

  it('stay apart when a guest cart merges into a user cart, within the shelf', async () => {
    const guest = await Shopper.guest(t.app);
    await guest.add(rifle.sku, 1, buildA());
    await guest.add(rifle.sku, 2, buildB());
    const user = await Shopper.user(t.app, t.db);
    await user.add(rifle.sku, 1, buildA());
    const merged = await user.call<CartWithLines>('POST', `/Cart/merge?guestId=${guest.id}`);
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(linesOf(merged.body).map((line) => [line.buildId, line.quantity, line.addOns.map((a) => a.name)])).toEqual([
      ['build-a', 2, [mount.name]],
      ['build-b', 2, [sling.name]],
    ]);

    // A merge that would pass the shelf fills it: the other build's line takes what is left.
    const second = await Shopper.guest(t.app);
    await second.add(rifle.sku, 3, { ...buildB(), buildId: 'build-c' });
    const full = await user.call<CartWithLines>('POST', `/Cart/merge?guestId=${second.id}`);
    expect(linesOf(full.body).map((line) => [line.buildId, line.quantity])).toEqual([
      ['build-a', 2],
      ['build-b', 2],
      ['build-c', 1],
    ]);
  });
});
