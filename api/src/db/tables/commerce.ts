/**
 * Tables of the commerce modules (cart, checkout, orders, payments, promo codes, shipping).
 * Owned by those modules; migration 002 creates them.
 */
// biome-ignore lint/complexity/noBannedTypes: filled in by the commerce modules
export type CommerceTables = {};
