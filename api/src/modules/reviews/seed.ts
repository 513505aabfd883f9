/**
 * Seeds the owners' reviews of api/src/seed/reviews.ts for the products the content store holds
 * (matched by slug; a catalogue without those products gets none). Each seeded review has a
 * seed_key, so running on every start inserts each once and never undoes a moderator's decision.
 */
import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/index';
import type { Seeder } from '../../platform/db/seeding';
import type { ReviewsTable } from '../../platform/db/tables/reviews';
import { type SeedReview, seedReviews } from '../../seed/reviews';
import { insertMissingSeedReviews, productIdsBySlug } from './queries';

export function seedReviewRows(
  productIdsBySlug: Map<string, string>,
  reviews: Record<string, SeedReview[]> = seedReviews,
): Insertable<ReviewsTable>[] {
  const rows: Insertable<ReviewsTable>[] = [];
  for (const [slug, list] of Object.entries(reviews)) {
    const productId = productIdsBySlug.get(slug);
    if (!productId) continue;
    list.forEach((review, index) => {
      rows.push({
        product_document_id: productId,
        rating: review.rating,
        title: review.title,
        body: review.body,
        display_name: review.displayName,
        verified_owner: review.verifiedOwner,
        status: review.status,
        seed_key: `${slug}#${index + 1}`,
        created_at: `${review.date}T12:00:00Z`,
        moderated_at: review.status === 'approved' ? `${review.date}T18:00:00Z` : null,
      });
    });
  }
  return rows;
}

export const reviewsSeeder: Seeder = {
  name: 'reviews',
  async run(db: Db) {
    const rows = seedReviewRows(await productIdsBySlug(db, Object.keys(seedReviews)));
    if (rows.length === 0) return false;
    return insertMissingSeedReviews(db, rows);
  },
};
