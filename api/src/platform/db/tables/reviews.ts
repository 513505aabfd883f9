/** Tables of the reviews module; migration 004 creates them. */
import type { ColumnType, Generated } from 'kysely';

export type ReviewStatus = 'pending' | 'approved' | 'rejected';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface ReviewsTable {
  id: Generated<string>;
  product_document_id: string;
  rating: number;
  title: string;
  body: string;
  display_name: string;
  verified_owner: ColumnType<boolean, boolean | undefined, boolean>;
  status: ColumnType<ReviewStatus, ReviewStatus | undefined, ReviewStatus>;
  user_id: ColumnType<string | null, string | null | undefined, string | null>;
  guest_id: ColumnType<string | null, string | null | undefined, string | null>;
  seed_key: ColumnType<string | null, string | null | undefined, never>;
  created_at: CreatedAt;
  moderated_at: NullableTimestamp;
}

export type ReviewsTables = {
  reviews: ReviewsTable;
};
