/**
 * Tables of the platform and catalogue modules (auth/guests, content, catalog, newsletter,
 * stock alerts). Owned by those modules; migration 001 creates them.
 */

import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type {
  AmmunitionClass,
  ItemClass,
  MagazinePlatform,
  NfaKind,
  RosterStatus,
} from 'shared-contracts/domain/compliance';

/** numeric columns: written as numbers, read back as strings (exact decimals); convert with Number(). */
type Numeric = ColumnType<string, number | string, number | string>;
type NullableNumeric = ColumnType<string | null, number | string | null, number | string | null>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  password_hash: string | null;
  created_at: CreatedAt;
  /** Migration 007: e-mail verification and the newsletter choice made at registration. */
  email_verified_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  newsletter: ColumnType<boolean, boolean | undefined, boolean>;
  /** Migration 015: the attested date of birth (a `date`; read it with to_char, written YYYY-MM-DD). */
  date_of_birth: ColumnType<unknown, string | null | undefined, string | null>;
}

export interface GuestsTable {
  id: string;
  created_at: CreatedAt;
}

/** Kinds of document the content store keeps. */
export type ContentKind = 'page' | 'product' | 'product_group';

export interface ContentDocumentsTable {
  kind: ContentKind;
  /** Page name or slug. */
  key: string;
  /** The content service's documentId, when the document has one. */
  document_id: string | null;
  /** The document's title, kept beside the JSON so title look-ups use an index. */
  title: string | null;
  data: JSONColumnType<Record<string, unknown>, string, string>;
  updated_at: UpdatedAt;
}

/** One row per product (search answers products, not skus). */
export interface ProductSearchTable {
  document_id: string;
  /** The product's first sku (what a suggestion shows); every sku is in `search_text`. */
  sku: string;
  title: string;
  subtitle: string;
  slug: string;
  display_type: string;
  image_url: string | null;
  image_alt: string;
  /** Plain text of the product's descriptions (summary and sku descriptions). */
  description: string;
  /** Lower-cased title, subtitle, sku and description: what ILIKE runs over (pg_trgm index). */
  search_text: string;
}

/** Migration 006: a product's distinct vocabulary words (shared/search-words.ts), beside its search row. */
export interface ProductWordsTable {
  document_id: string;
  words: string[];
}

/** Migration 006: the catalogue's vocabulary, rebuilt from product_words on every write. */
export interface ProductSearchWordTable {
  word: string;
  /** How many products hold the word. */
  product_count: number;
  /** How many digits 0-9 it holds (search_word_digits): with its length, what the look-up index narrows by. */
  digit_count: number;
}

export interface SkuPricesTable {
  sku: string;
  price: Numeric;
  best_discount_percentage: Numeric;
  best_discounted_price: NullableNumeric;
  qty_on_hand: number;
}

/** Pieces taken off sku_prices for an order being placed (migration 025, decision 0035). */
export interface StockReservationsTable {
  id: string;
  sku: string;
  quantity: number;
  reserved_at: CreatedAt;
}

export interface CatalogSkuOption {
  label: string;
  value: string;
  id: number | string;
}

export interface CatalogSkusTable {
  sku: string;
  product_document_id: string;
  product_title: string;
  product_slug: string;
  display_type: string;
  options: JSONColumnType<CatalogSkuOption[], string, string>;
  image_url: string | null;
  is_ffl_item: boolean;
  is_receiver_item: boolean;
  restricted_states: string[];
  restricted_zips: string[];
  /** The product's add-on prices by add-on id (migration 012). */
  add_on_prices: ColumnType<Record<string, number>, string | undefined, string>;
  /** Compliance attributes (migration 013, issue 30): what the rules read. */
  item_class: ColumnType<ItemClass, ItemClass | undefined, ItemClass>;
  ammunition_class: ColumnType<AmmunitionClass | null, AmmunitionClass | null | undefined, AmmunitionClass | null>;
  magazine_capacity: ColumnType<number | null, number | null | undefined, number | null>;
  magazine_platform: ColumnType<MagazinePlatform | null, MagazinePlatform | null | undefined, MagazinePlatform | null>;
  nfa_kind: ColumnType<NfaKind | null, NfaKind | null | undefined, NfaKind | null>;
  roster_status: ColumnType<RosterStatus | null, RosterStatus | null | undefined, RosterStatus | null>;
  /** Firearms: the model's serial format and the calibre when no option says it (migration 023). */
  serial_format: ColumnType<string | null, string | null | undefined, string | null>;
  caliber: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface NewsletterSubscriptionsTable {
  /** Lower-cased e-mail. */
  email: string;
  first_name: string;
  last_name: string;
  is_subscribed: boolean;
  /** Where the subscription came from: 'form' or 'checkout'. */
  source: string;
  subscribed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  unsubscribed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  updated_at: UpdatedAt;
  /** Migration 008: when the address confirmed through its e-mail link (null until then). */
  confirmed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Migration 008: the key of the unsubscribe link in every newsletter e-mail. */
  unsubscribe_key: ColumnType<string, string | undefined, string>;
}

/** Migration 008: single-use confirmation links of the newsletter (hashed). */
export interface NewsletterConfirmationsTable {
  token_hash: string;
  email: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface StockAlertsTable {
  id: Generated<string>;
  email: string;
  product_id: string;
  product_name: string;
  /** Set when the alert has been sent (once: a subscription is used once). */
  notified_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The key of the unsubscribe link in the alert's e-mail (migration 011). */
  unsubscribe_key: string | null;
  /** Set when the address asked for no more alerts. */
  cancelled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
}

export type PlatformTables = {
  users: UsersTable;
  guests: GuestsTable;
  content_documents: ContentDocumentsTable;
  product_search: ProductSearchTable;
  product_words: ProductWordsTable;
  product_search_word: ProductSearchWordTable;
  sku_prices: SkuPricesTable;
  stock_reservations: StockReservationsTable;
  catalog_skus: CatalogSkusTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  newsletter_confirmations: NewsletterConfirmationsTable;
  stock_alerts: StockAlertsTable;
};
