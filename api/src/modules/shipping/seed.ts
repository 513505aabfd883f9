import type { Seeder } from '../../platform/db/seeding';
import { insertMissingShippingMethods } from './queries';

/** The methods the shop offers; inserted once (by name), never overwritten. */
export const SEED_SHIPPING_METHODS = [
  { name: 'Standard Ground', price: 0, sort_order: 1 },
  { name: 'Expedited 2-Day', price: 24.95, sort_order: 2 },
  { name: 'Overnight', price: 49.95, sort_order: 3 },
] as const;

export const shippingMethodsSeeder: Seeder = {
  name: 'shipping-methods',
  async run(db) {
    return insertMissingShippingMethods(
      db,
      SEED_SHIPPING_METHODS.map((method) => ({ ...method })),
    );
  },
};
