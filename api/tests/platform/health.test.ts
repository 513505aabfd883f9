import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('GET /health', () => {
  it('answers ok after a real query and names the database in use', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    });
  });
});

describe('GET /ready', () => {
  it('answers ready when the database answers and every migration has run', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 while a migration of this build has not run', async () => {
    const { rows } = await sql<{ name: string; timestamp: string }>`
      select name, timestamp from kysely_migration order by name desc limit 1`.execute(t.db);
    const { name, timestamp } = rows[0] ?? { name: '', timestamp: '' };
    await sql`delete from kysely_migration where name = ${name}`.execute(t.db);
    try {
      const response = await t.app.inject({ method: 'GET', url: '/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'not ready', reason: `migrations not run: ${name}` });
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${name}, ${timestamp})`.execute(t.db);
    }
  });

  it('answers 503 while the process drains for a shutdown', async () => {
    t.app.lifecycle.draining = true;
    try {
      const response = await t.app.inject({ method: 'GET', url: '/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'not ready', reason: 'shutting down' });
    } finally {
      t.app.lifecycle.draining = false;
    }
  });
});
