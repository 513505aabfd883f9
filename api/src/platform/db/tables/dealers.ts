/** Tables of the dealers module (zip centroids, the directory, dealer applications); migration 010. */
import type { ColumnType, Generated } from 'kysely';
import type { ApplicationStatus } from './registrations';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;

export interface ZipCodesTable {
  zip: string;
  state: string;
  city: string;
  latitude: number;
  longitude: number;
}

export interface DealersTable {
  id: Generated<string>;
  name: string;
  ffl_number: string | null;
  /** The licence's expiry when on file (migration 022): a verified FFL order needs it in the future. */
  ffl_expires_on: ColumnType<string | null, string | null | undefined, string | null>;
  phone: string;
  email: string | null;
  website: string | null;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
  in_locator: Generated<boolean>;
  /** Pays the Special Occupational Tax: may receive NFA items (migration 018). */
  sot: Generated<boolean>;
  status: ColumnType<ApplicationStatus, ApplicationStatus | undefined, ApplicationStatus>;
  user_id: string | null;
  created_at: CreatedAt;
}

export interface PostalAddress {
  streetAddress: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

export interface DealerApplicationsTable {
  id: Generated<string>;
  dealer_id: string;
  user_id: string;
  status: ApplicationStatus;
  reason: string | null;
  sot_ein: string | null;
  shipping_address: Json<PostalAddress>;
  billing_address: Json<PostalAddress>;
  created_at: CreatedAt;
  decided_at: NullableTimestamp;
}

export interface DealerDocumentsTable {
  id: Generated<string>;
  application_id: string;
  kind: 'ffl' | 'sot';
  storage_key: string;
  content_type: string;
  size_bytes: number;
  original_name: string;
  created_at: CreatedAt;
}

export type DealerTables = {
  zip_codes: ZipCodesTable;
  dealers: DealersTable;
  dealer_applications: DealerApplicationsTable;
  dealer_documents: DealerDocumentsTable;
};
