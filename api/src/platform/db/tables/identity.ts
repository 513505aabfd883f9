/** Tables of customer identity (auth and users modules) and the shared rate limiter; migration 007. */
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface RefreshTokensTable {
  id: Generated<string>;
  token_hash: string;
  family_id: string;
  user_id: string;
  expires_at: Timestamp;
  rotated_at: NullableTimestamp;
  successor_sealed: ColumnType<string | null, string | null | undefined, string | null>;
  revoked_at: NullableTimestamp;
  created_at: CreatedAt;
}

export type EmailTokenPurpose = 'verify-email' | 'reset-password';

export interface EmailTokensTable {
  token_hash: string;
  user_id: string;
  purpose: EmailTokenPurpose;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** The address fields of the specification, as the account remote sends them. */
export interface StoredAddress {
  addressName: string;
  firstName: string;
  lastName: string;
  company: string | null;
  mainContact: string;
  faxContact: string | null;
  addressContact: string | null;
  addressType: number;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  residential: boolean;
}

export interface UserAddressesTable {
  id: Generated<string>;
  user_id: string;
  data: JSONColumnType<StoredAddress, string, string>;
  is_default_shipping: ColumnType<boolean, boolean | undefined, boolean>;
  is_default_billing: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}

export interface RateLimitsTable {
  key: string;
  window_start: Date | string;
  hits: number;
}

export type IdentityTables = {
  refresh_tokens: RefreshTokensTable;
  email_tokens: EmailTokensTable;
  user_addresses: UserAddressesTable;
  rate_limits: RateLimitsTable;
};
