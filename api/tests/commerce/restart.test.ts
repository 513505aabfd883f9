/**
 * The API restarted between add-to-cart and checkout loses nothing: the cart lives in the
 * database, not in the process. The app AND its database connection are closed and opened anew
 * on the same storage (a PGlite folder, or the same PostgreSQL schema).
 */

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { type DatabaseConfig, loadConfig } from '../../src/platform/config';
import { createDb, type Db } from '../../src/platform/db/index';
import { runMigrations } from '../../src/platform/db/migrator';
import { seedIfEmpty } from '../../src/seeders';
import { COMMERCE_CONTENT, SKU, STOCK } from './support/fixture';
import { APPROVED_VISA, billing, montana, Shopper, stockOf } from './support/shopper';

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function storage(): Promise<DatabaseConfig> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dir = mkdtempSync(path.join(tmpdir(), 'halvorsen-restart-'));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    return { kind: 'pglite', dir };
  }
  const schema = `test_restart_${randomBytes(5).toString('hex')}`;
  const admin = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
  });
  await sql`create extension if not exists pg_trgm with schema public`.execute(admin).catch(() => undefined);
  await sql`create extension if not exists fuzzystrmatch with schema public`.execute(admin).catch(() => undefined);
  await sql`create schema ${sql.id(schema)}`.execute(admin);
  cleanups.push(async () => {
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin);
    await admin.destroy();
  });
  return { kind: 'postgres', url, searchPath: `${schema},public` };
}

async function start(database: DatabaseConfig): Promise<{ app: FastifyInstance; db: Db; stop(): Promise<void> }> {
  const config = { ...loadConfig({ ...process.env, PORT: '0', LOG_LEVEL: 'silent', RECAPTCHA_SECRET: '' }), database };
  const db = await createDb(database);
  await runMigrations(db);
  await seedIfEmpty(db, COMMERCE_CONTENT);
  const app = await buildApp({ db, config });
  await app.ready();
  return {
    app,
    db,
    async stop() {
      await app.close();
      await db.destroy();
    },
  };
}

describe('restart between add-to-cart and checkout', () => {
  it('keeps the guest, the cart, the promo code and the address, and the order goes through', async () => {
    const database = await storage();
    const first = await start(database);
    const guest = await Shopper.guest(first.app);
    await guest.add(SKU.cap, 2);
    const cart = (await guest.promo('HALVORSEN10')).body;
    const ground = (
      await first.db
        .selectFrom('shipping_methods')
        .select('id')
        .where('name', '=', 'Standard Ground')
        .executeTakeFirstOrThrow()
    ).id;
    await guest.compute({
      address: montana({ region: 'Texas', postalCode: '78701' }),
      cartId: cart.id,
      shippingMethodId: ground,
    });
    await first.stop();

    const second = await start(database);
    try {
      const again = await Shopper.resume(second.app, guest);
      const read = await again.getCart();
      expect(read.status).toBe(200);
      // (59.00 - 5.90) x 6.25 % Texas tax = 3.31875
      expect(read.body).toMatchObject({
        id: cart.id,
        subTotal: 59,
        discountAmount: 5.9,
        taxAmount: 3.32,
        totalAmount: 56.42,
      });
      const answer = await again.checkout({ cartId: cart.id, customerInfo: billing(), paymentToken: APPROVED_VISA });
      expect(answer.status).toBe(200);
      expect(await stockOf(second.db, SKU.cap)).toBe(STOCK.cap - 2);
      // Seeding again on start added nothing twice.
      const methods = await second.db.selectFrom('shipping_methods').select('name').execute();
      expect(methods).toHaveLength(3);
    } finally {
      await second.stop();
    }
  });
});
