/**
 * Product reviews through the API on the real content seed: every product page's widget reads a
 * summary and newest-first pages of approved reviews; /reviews reads the site's reviews with the
 * user-related fields removed; a new review is captcha-checked, validated with the form's schema and
 * held for moderation.
 */
import type { ProductReviewsAnswer, ReviewSubmittedAnswer, SiteReviewsAnswer } from 'shared-contracts/api/reviews';
import { REVIEW_MESSAGES } from 'shared-contracts/schemas/reviews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderateReview } from '../../src/modules/reviews/index';
import { seedReviews } from '../../src/seed/reviews';
import { APPROVED_VISA, billing, Shopper } from '../commerce/support/shopper';
import { createTestApp, type TestApp } from '../support/test-app';

/** Seeded products (api/src/seed/content): the Bridger HR-1 has nine approved reviews. */
const BRIDGER = { id: 'prd0101', slug: 'bridger-hr1', title: 'Bridger HR-1' };
/** Eight approved reviews and one waiting for moderation. */
const SENTINEL_COMPACT = 'prd0201';
/** No reviews seeded. */
const SENTINEL_CHASSIS = 'prd0206';
/** A plain accessory (ships anywhere): the product the owner tests buy. */
const TRAIL_SLING = 'prd0305';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const get = async <T>(url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() as T };
};

const validReview = {
  rating: 4,
  title: 'Packs small, works',
  body: 'Padded enough for a heavy rifle and the adjuster works with gloves on.',
  displayName: 'Carter J.',
  captcha: 'test-pass-review',
};

const post = async (productId: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'POST', url: `/reviews/products/${productId}`, payload, headers });
  return { status: response.statusCode, body: response.json() };
};

const reviewCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('reviews')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

function isNewestFirst(dates: string[]): boolean {
  return dates.every((date, index) => index === 0 || date <= (dates[index - 1] as string));
}

describe('GET /reviews/products/{productId}', () => {
  it('answers the summary (average, count, 1-5 distribution) and the newest five approved reviews', async () => {
    const { status, body } = await get<ProductReviewsAnswer>(`/reviews/products/${BRIDGER.id}`);
    expect(status).toBe(200);
    expect(body.product).toEqual(BRIDGER);
    const seeded = seedReviews[BRIDGER.slug] ?? [];
    const ratings = seeded.map((review) => review.rating);
    expect(body.summary.count).toBe(9);
    expect(body.summary.average).toBe(Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10);
    expect(body.summary.distribution).toEqual({
      1: ratings.filter((r) => r === 1).length,
      2: ratings.filter((r) => r === 2).length,
      3: ratings.filter((r) => r === 3).length,
      4: ratings.filter((r) => r === 4).length,
      5: ratings.filter((r) => r === 5).length,
    });
    expect(body.paging).toEqual({ page: 1, pageSize: 5, totalPages: 2 });
    expect(body.reviews).toHaveLength(5);
    expect(body.reviews[0]).toMatchObject({ title: 'Sub-MOA out of the box', displayName: 'Travis M.', rating: 5 });
    expect(isNewestFirst(body.reviews.map((review) => review.createdAt))).toBe(true);
  });

  it('pages on without overlap, and answers an empty page past the end', async () => {
    const first = await get<ProductReviewsAnswer>(`/reviews/products/${BRIDGER.id}?pageSize=5`);
    const second = await get<ProductReviewsAnswer>(`/reviews/products/${BRIDGER.id}?page=2&pageSize=5`);
    expect(second.body.reviews).toHaveLength(4);
    const ids = [...first.body.reviews, ...second.body.reviews].map((review) => review.id);
    expect(new Set(ids).size).toBe(9);
    const beyond = await get<ProductReviewsAnswer>(`/reviews/products/${BRIDGER.id}?page=3`);
    expect(beyond.status).toBe(200);
    expect(beyond.body.reviews).toEqual([]);
    expect(beyond.body.summary.count).toBe(9);
  });

  it('shows each reviewer by display name with the verified-owner badge, never the account behind it', async () => {
    const { body } = await get<ProductReviewsAnswer>(`/reviews/products/${BRIDGER.id}?pageSize=50`);
    for (const review of body.reviews) {
      expect(Object.keys(review).sort()).toEqual(
        ['body', 'createdAt', 'displayName', 'id', 'rating', 'title', 'verifiedOwner'].sort(),
      );
    }
    expect(body.reviews.find((review) => review.displayName === 'Ashley N.')?.verifiedOwner).toBe(false);
    expect(body.reviews.find((review) => review.displayName === 'Travis M.')?.verifiedOwner).toBe(true);
  });

  it('leaves out reviews waiting for moderation', async () => {
    const { body } = await get<ProductReviewsAnswer>(`/reviews/products/${SENTINEL_COMPACT}?pageSize=50`);
    expect(body.summary.count).toBe(8);
    expect(body.reviews.map((review) => review.displayName)).not.toContain('Rebecca H.');
  });

  it('answers a product nobody has reviewed with an empty summary', async () => {
    const { status, body } = await get<ProductReviewsAnswer>(`/reviews/products/${SENTINEL_CHASSIS}`);
    expect(status).toBe(200);
    expect(body.summary).toEqual({ average: 0, count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });
    expect(body.reviews).toEqual([]);
    expect(body.paging.totalPages).toBe(0);
  });

  it('answers 404 for an unknown product', async () => {
    const { status, body } = await get<{ message: string }>('/reviews/products/prd9999');
    expect(status).toBe(404);
    expect(body.message).toBe('Product with id "prd9999" was not found');
  });

  it('answers 400 with field errors for a bad page or page size', async () => {
    const zero = await get<{ errors: Record<string, string[]> }>(`/reviews/products/${BRIDGER.id}?page=0`);
    expect(zero.status).toBe(400);
    expect(zero.body.errors).toEqual({ page: [REVIEW_MESSAGES.pageInvalid] });
    const words = await get<{ errors: Record<string, string[]> }>(
      `/reviews/products/${BRIDGER.id}?page=two&pageSize=500`,
    );
    expect(words.status).toBe(400);
    expect(words.body.errors).toEqual({
      page: [REVIEW_MESSAGES.pageInvalid],
      pageSize: [REVIEW_MESSAGES.pageSizeInvalid],
    });
  });
});

describe('GET /reviews/recent (Customer Reviews)', () => {
  it("answers the site's approved reviews newest first with the product each is about", async () => {
    const { status, body } = await get<SiteReviewsAnswer>('/reviews/recent?pageSize=10');
    expect(status).toBe(200);
    expect(body.reviews).toHaveLength(10);
    expect(isNewestFirst(body.reviews.map((review) => review.createdAt))).toBe(true);
    // The newest approved seeded review is Jessica T.'s of the Sentinel 9 Compact (pending ones are newer).
    expect(body.reviews[0]).toMatchObject({
      displayName: 'Jessica T.',
      product: { id: SENTINEL_COMPACT, title: 'Sentinel 9 Compact', slug: 'sentinel-9-compact' },
    });
    const approvedSeeded = Object.values(seedReviews)
      .flat()
      .filter((review) => review.status === 'approved');
    expect(body.summary.count).toBe(approvedSeeded.length);
    expect(Object.values(body.summary.distribution).reduce((a, b) => a + b, 0)).toBe(body.summary.count);
    expect(body.paging.totalPages).toBe(Math.ceil(approvedSeeded.length / 10));
  });

  it('removes the user-related fields: the reviewer is a display name only', async () => {
    const { body } = await get<SiteReviewsAnswer>('/reviews/recent?pageSize=50');
    for (const review of body.reviews) {
      expect(Object.keys(review).sort()).toEqual(
        ['body', 'createdAt', 'displayName', 'id', 'product', 'rating', 'title'].sort(),
      );
    }
  });

  it('answers 400 for a bad page size', async () => {
    const { status, body } = await get<{ errors: Record<string, string[]> }>('/reviews/recent?pageSize=0');
    expect(status).toBe(400);
    expect(body.errors.pageSize).toEqual([REVIEW_MESSAGES.pageSizeInvalid]);
  });
});

describe('POST /reviews/products/{productId}', () => {
  it('stores a review as pending, says so, and shows it only once approved', async () => {
    const before = (await get<ProductReviewsAnswer>(`/reviews/products/${TRAIL_SLING}`)).body;
    const { status, body } = await post(TRAIL_SLING, validReview);
    expect(status).toBe(201);
    const answer = body as ReviewSubmittedAnswer;
    expect(answer.message).toBe(REVIEW_MESSAGES.submitted);
    expect(answer.review.status).toBe('pending');

    const waiting = (await get<ProductReviewsAnswer>(`/reviews/products/${TRAIL_SLING}?pageSize=50`)).body;
    expect(waiting.summary).toEqual(before.summary);
    expect(waiting.reviews.map((review) => review.id)).not.toContain(answer.review.id);

    expect(await moderateReview(t.db, answer.review.id, 'approved')).toBe(true);
    const shown = (await get<ProductReviewsAnswer>(`/reviews/products/${TRAIL_SLING}?pageSize=50`)).body;
    expect(shown.summary.count).toBe(before.summary.count + 1);
    expect(shown.summary.distribution[4]).toBe(before.summary.distribution[4] + 1);
    expect(shown.reviews.find((review) => review.id === answer.review.id)).toMatchObject({
      rating: 4,
      title: validReview.title,
      body: validReview.body,
      displayName: 'Carter J.',
      verifiedOwner: false,
    });
    const site = (await get<SiteReviewsAnswer>('/reviews/recent?pageSize=50')).body;
    expect(site.reviews.map((review) => review.id)).toContain(answer.review.id);
  });

  it('keeps a rejected review hidden, and moderates a review once', async () => {
    const { body } = await post(TRAIL_SLING, { ...validReview, title: 'Spam spam spam', displayName: 'Spammer' });
    const id = (body as ReviewSubmittedAnswer).review.id;
    expect(await moderateReview(t.db, id, 'rejected')).toBe(true);
    expect(await moderateReview(t.db, id, 'approved')).toBe(false);
    const list = (await get<ProductReviewsAnswer>(`/reviews/products/${TRAIL_SLING}?pageSize=50`)).body;
    expect(list.reviews.map((review) => review.id)).not.toContain(id);
  });

  it('trims the text it stores', async () => {
    const { body } = await post(TRAIL_SLING, { ...validReview, title: '  Solid sling  ', displayName: ' Mia L. ' });
    const row = await t.db
      .selectFrom('reviews')
      .select(['title', 'display_name', 'status'])
      .where('id', '=', (body as ReviewSubmittedAnswer).review.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ title: 'Solid sling', display_name: 'Mia L.', status: 'pending' });
  });

  it('answers every missing field with 400 and the form messages, storing nothing', async () => {
    const count = await reviewCount();
    const { status, body } = await post(TRAIL_SLING, {});
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      rating: [REVIEW_MESSAGES.ratingRequired],
      title: [REVIEW_MESSAGES.titleRequired],
      body: [REVIEW_MESSAGES.bodyRequired],
      displayName: [REVIEW_MESSAGES.displayNameRequired],
      captcha: [REVIEW_MESSAGES.captchaRequired],
    });
    expect(await reviewCount()).toBe(count);
  });

  it('answers out-of-range and malformed values with 400 and field errors', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ rating: 6 }, 'rating', REVIEW_MESSAGES.ratingRange],
      [{ rating: 0 }, 'rating', REVIEW_MESSAGES.ratingRange],
      [{ rating: 3.5 }, 'rating', REVIEW_MESSAGES.ratingRange],
      [{ rating: 'five' }, 'rating', REVIEW_MESSAGES.ratingRequired],
      [{ title: 'x'.repeat(121) }, 'title', REVIEW_MESSAGES.titleTooLong],
      [{ body: 'Too short.' }, 'body', REVIEW_MESSAGES.bodyTooShort],
      [{ body: 'y'.repeat(4001) }, 'body', REVIEW_MESSAGES.bodyTooLong],
      [{ displayName: 'carter@example.com' }, 'displayName', REVIEW_MESSAGES.displayNameNoEmail],
      [{ displayName: 'z'.repeat(41) }, 'displayName', REVIEW_MESSAGES.displayNameTooLong],
    ];
    for (const [change, field, message] of cases) {
      const { status, body } = await post(TRAIL_SLING, { ...validReview, ...change });
      expect(status, field).toBe(400);
      expect(body.errors, JSON.stringify(change)).toEqual({ [field]: [message] });
    }
  });

  it('refuses a captcha that does not verify', async () => {
    const count = await reviewCount();
    const { status, body } = await post(TRAIL_SLING, { ...validReview, captcha: 'robot' });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ captcha: ['The captcha could not be verified, please try again'] });
    expect(await reviewCount()).toBe(count);
  });

  it('answers 404 for an unknown product, storing nothing', async () => {
    const count = await reviewCount();
    const { status, body } = await post('prd9999', validReview);
    expect(status).toBe(404);
    expect(body.message).toBe('Product with id "prd9999" was not found');
    expect(await reviewCount()).toBe(count);
  });

  it('answers a body that is not JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/reviews/products/${TRAIL_SLING}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"rating": 5,',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('the verified-owner badge', () => {
  async function buySling(shopper: Shopper): Promise<void> {
    const sku = await t.db
      .selectFrom('catalog_skus')
      .innerJoin('sku_prices', 'sku_prices.sku', 'catalog_skus.sku')
      .select('catalog_skus.sku')
      .where('catalog_skus.product_document_id', '=', TRAIL_SLING)
      .where('sku_prices.qty_on_hand', '>', 0)
      .executeTakeFirstOrThrow();
    const cart = (await shopper.add(sku.sku, 1)).body;
    const order = await shopper.checkout({ cartId: cart.id, customerInfo: billing(), paymentToken: APPROVED_VISA });
    if (order.status !== 200 || order.body.orderId === null) throw new Error(JSON.stringify(order.body));
  }

  async function reviewAndApprove(shopper: Shopper | null, productId = TRAIL_SLING) {
    const { status, body } = await post(productId, validReview, shopper?.headers ?? {});
    expect(status).toBe(201);
    const id = (body as ReviewSubmittedAnswer).review.id;
    await moderateReview(t.db, id, 'approved');
    const list = (await get<ProductReviewsAnswer>(`/reviews/products/${productId}?pageSize=50`)).body;
    return list.reviews.find((review) => review.id === id);
  }

  it('is earned by a signed-in customer who ordered the product', async () => {
    const user = await Shopper.user(t.app, t.db);
    await buySling(user);
    expect((await reviewAndApprove(user))?.verifiedOwner).toBe(true);
    // The same customer reviewing a product they never bought is not a verified owner of it.
    expect((await reviewAndApprove(user, BRIDGER.id))?.verifiedOwner).toBe(false);
  });

  it('is earned by the guest session that ordered the product', async () => {
    const guest = await Shopper.guest(t.app);
    await buySling(guest);
    expect((await reviewAndApprove(guest))?.verifiedOwner).toBe(true);
  });

  it('is not given to a signed-in customer without an order, nor to an anonymous visitor', async () => {
    expect((await reviewAndApprove(await Shopper.user(t.app, t.db)))?.verifiedOwner).toBe(false);
    expect((await reviewAndApprove(null))?.verifiedOwner).toBe(false);
  });
});

describe('OpenAPI', () => {
  it('documents the three reviews endpoints', async () => {
    const doc = (await get<{ paths: Record<string, Record<string, unknown>> }>('/docs/json')).body;
    expect(Object.keys(doc.paths['/reviews/products/{productId}'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/reviews/recent'] ?? {})).toEqual(['get']);
  });
});
