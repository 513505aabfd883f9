/** Tables of the image-requests and product-registrations modules; migration 011. */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface ImageRequestsTable {
  id: Generated<string>;
  first_name: string;
  last_name: string;
  email: string;
  looking_for: string;
  created_at: CreatedAt;
}

export interface ProductRegistrationsTable {
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
