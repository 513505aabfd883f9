/** Reads and writes of the reviews table. Public lists only ever select approved reviews. */
import type { Insertable, Selectable } from 'kysely';
import type { ReviewedProduct } from 'shared-contracts/api/reviews';
import type { Db } from '../../platform/db/index';
import type { ReviewStatus, ReviewsTable } from '../../platform/db/tables/reviews';

export type ReviewRow = Selectable<ReviewsTable>;

/** What a public list shows of a review: never the author's user or guest id. */
export type PublicReviewRow = Pick<
  ReviewRow,
  'id' | 'rating' | 'title' | 'body' | 'display_name' | 'verified_owner' | 'created_at'
>;
export type SiteReviewRow = PublicReviewRow & { product_id: string; product_title: string; product_slug: string };

const publicColumns = [
  'reviews.id',
  'reviews.rating',
  'reviews.title',
  'reviews.body',
  'reviews.display_name',
  'reviews.verified_owner',
  'reviews.created_at',
] as const;

/** A product of the content store by documentId: only the columns a review needs. */
export async function findReviewedProduct(db: Db, documentId: string): Promise<ReviewedProduct | undefined> {
  const row = await db
    .selectFrom('content_documents')
    .select(['document_id', 'title', 'key'])
    .where('kind', '=', 'product')
    .where('document_id', '=', documentId)
    .executeTakeFirst();
  if (!row?.document_id) return undefined;
  return { id: row.document_id, title: row.title ?? '', slug: row.key };
}

/** Approved reviews per star count, of one product or (null) of every product still in the catalogue. */
export async function countApprovedByRating(
  db: Db,
  productId: string | null,
): Promise<Array<{ rating: number; count: number }>> {
  let query = db
    .selectFrom('reviews')
    .select((eb) => ['reviews.rating', eb.fn.countAll<number>().as('count')])
    .where('reviews.status', '=', 'approved')
    .groupBy('reviews.rating');
  query =
    productId === null
      ? query.where(({ exists, selectFrom }) =>
          exists(
            selectFrom('content_documents')
              .select('content_documents.key')
              .where('content_documents.kind', '=', 'product')
              .whereRef('content_documents.document_id', '=', 'reviews.product_document_id'),
          ),
        )
      : query.where('reviews.product_document_id', '=', productId);
  const rows = await query.execute();
  return rows.map((row) => ({ rating: Number(row.rating), count: Number(row.count) }));
}

/** One product's approved reviews, newest first (id breaks ties so pages never overlap). */
export async function listApprovedForProduct(
  db: Db,
  productId: string,
  limit: number,
  offset: number,
): Promise<PublicReviewRow[]> {
  return db
    .selectFrom('reviews')
    .select(publicColumns)
    .where('reviews.status', '=', 'approved')
    .where('reviews.product_document_id', '=', productId)
    .orderBy('reviews.created_at', 'desc')
    .orderBy('reviews.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** The site's approved reviews with their product, newest first. */
export async function listApprovedSiteWide(db: Db, limit: number, offset: number): Promise<SiteReviewRow[]> {
  const rows = await db
    .selectFrom('reviews')
    .innerJoin('content_documents', (join) =>
      join
        .onRef('content_documents.document_id', '=', 'reviews.product_document_id')
        .on('content_documents.kind', '=', 'product'),
    )
    .select(publicColumns)
    .select(['content_documents.document_id as product_id', 'content_documents.title as product_title'])
    .select('content_documents.key as product_slug')
    .where('reviews.status', '=', 'approved')
    .orderBy('reviews.created_at', 'desc')
    .orderBy('reviews.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => ({ ...row, product_id: row.product_id ?? '', product_title: row.product_title ?? '' }));
}

export async function insertReview(db: Db, values: Insertable<ReviewsTable>): Promise<string> {
  const row = await db.insertInto('reviews').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Whether the caller has an order holding one of the product's skus: a signed-in user by user id,
 * a guest by the guest id that placed the order.
 */
export async function hasOrderedProduct(
  db: Db,
  owner: { userId: string } | { guestId: string },
  productId: string,
): Promise<boolean> {
  let query = db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .innerJoin('catalog_skus', 'catalog_skus.sku', 'order_items.sku')
    .select('orders.id')
    .where('catalog_skus.product_document_id', '=', productId);
  query =
    'userId' in owner
      ? query.where('orders.user_id', '=', owner.userId)
      : query.where('orders.guest_id', '=', owner.guestId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** Moves a pending review to approved or rejected; false when no pending review has that id. */
export async function setPendingReviewStatus(
  db: Db,
  id: string,
  status: Exclude<ReviewStatus, 'pending'>,
): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
  const result = await db
    .updateTable('reviews')
    .set({ status, moderated_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return (result.numUpdatedRows ?? 0n) > 0n;
}

export async function listPendingReviews(db: Db): Promise<ReviewRow[]> {
  return db.selectFrom('reviews').selectAll().where('status', '=', 'pending').orderBy('created_at').execute();
}

/** The documentIds of the products the content store holds under these slugs. */
export async function productIdsBySlug(db: Db, slugs: string[]): Promise<Map<string, string>> {
  if (slugs.length === 0) return new Map();
  const products = await db
    .selectFrom('content_documents')
    .select(['key', 'document_id'])
    .where('kind', '=', 'product')
    .where('key', 'in', slugs)
    .execute();
  return new Map(products.flatMap((row) => (row.document_id ? [[row.key, row.document_id] as const] : [])));
}

/** Inserts the seeded reviews not stored yet (by seed_key); true when any was inserted. */
export async function insertMissingSeedReviews(db: Db, rows: Insertable<ReviewsTable>[]): Promise<boolean> {
  const result = await db
    .insertInto('reviews')
    .values(rows)
    .onConflict((oc) => oc.column('seed_key').doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/** The reviews a signed-in customer wrote, with their product and moderation status, newest first. */
export async function listReviewsOfUser(db: Db, userId: string) {
  return db
    .selectFrom('reviews')
    .leftJoin('content_documents', (join) =>
      join
        .onRef('content_documents.document_id', '=', 'reviews.product_document_id')
        .on('content_documents.kind', '=', 'product'),
    )
    .select([
      'reviews.id',
      'reviews.rating',
      'reviews.title',
      'reviews.body',
      'reviews.status',
      'reviews.created_at',
      'content_documents.title as product_title',
      'content_documents.key as product_slug',
    ])
    .where('reviews.user_id', '=', userId)
    .orderBy('reviews.created_at', 'desc')
    .limit(200)
    .execute();
}
