/** Tables of the image-requests and product-registrations modules; migration 011 (handled: 024). */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Marked handled in the back office's inbox (migration 024): when, and the staffer's e-mail. */
interface HandledColumns {
  handled_at: NullableTimestamp;
  handled_by: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ImageRequestsTable extends HandledColumns {
  id: Generated<string>;
  first_name: string;
  last_name: string;
  email: string;
  looking_for: string;
  created_at: CreatedAt;
}

export interface ProductRegistrationsTable extends HandledColumns {
  id: Generated<string>;
  serial_number: string;
  product_id: string;
  product_title: string;
  /** A calendar date: read back as 'YYYY-MM-DD'. */
  purchase_date: ColumnType<string, string, string>;
  dealer_id: string | null;
  dealer_name: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  postal_code: string;
  user_id: string | null;
  created_at: CreatedAt;
}

export type CatalogueRequestTables = {
  image_requests: ImageRequestsTable;
  product_registrations: ProductRegistrationsTable;
};
