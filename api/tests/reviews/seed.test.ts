/**
 * The seeded reviews: believable, deterministic, for products that exist, stored once however often
 * the API starts, and never for a catalogue that does not hold the product.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewsSeeder, seedReviewRows } from '../../src/modules/reviews/index';
import { seedContent } from '../../src/seed/content/index';
import { seedReviews } from '../../src/seed/reviews';
import { createTestApp, type TestApp } from '../support/test-app';

const all = Object.values(seedReviews).flat();

describe('the review seed data', () => {
  it('names only products of the content seed, and leaves some products without reviews', () => {
    const slugs = new Set(seedContent.products.map((product) => product.slug));
    for (const slug of Object.keys(seedReviews)) expect(slugs.has(slug), slug).toBe(true);
    const reviewed = Object.keys(seedReviews).length;
    expect(reviewed).toBeGreaterThanOrEqual(20);
    expect(reviewed).toBeLessThan(seedContent.products.length);
  });

  it('reads like real owners: first name and initial, every rating used, valid lengths, past dates', () => {
    for (const review of all) {
      expect(review.displayName).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
      expect(review.title.length).toBeLessThanOrEqual(120);
      expect(review.body.length).toBeGreaterThanOrEqual(20);
      expect(review.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(new Set(all.map((review) => review.rating))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(all.filter((review) => review.rating <= 3).length).toBeGreaterThanOrEqual(10);
  });

  it('gives the same rows on every run', () => {
    const ids = new Map(seedContent.products.map((product) => [product.slug, product.documentId]));
    expect(seedReviewRows(ids)).toEqual(seedReviewRows(ids));
    expect(seedReviewRows(new Map())).toEqual([]);
  });
});

describe('the reviews seeder', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const count = async (status?: 'approved' | 'pending') => {
    let query = t.db.selectFrom('reviews').select((eb) => eb.fn.countAll<number>().as('n'));
    if (status) query = query.where('status', '=', status);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };

  it('stored every seeded review on first start, with a few waiting for moderation', async () => {
    expect(await count()).toBe(all.length);
    expect(await count('pending')).toBe(all.filter((review) => review.status === 'pending').length);
    expect(await count('pending')).toBeGreaterThan(0);
  });

  it('adds nothing when run again, and keeps what a moderator decided', async () => {
    const pending = await t.db
      .selectFrom('reviews')
      .select('id')
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('reviews').set({ status: 'rejected' }).where('id', '=', pending.id).execute();
    expect(await reviewsSeeder.run(t.db)).toBe(false);
    expect(await count()).toBe(all.length);
    const row = await t.db
      .selectFrom('reviews')
      .select('status')
      .where('id', '=', pending.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('rejected');
  });
});
