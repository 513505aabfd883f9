/**
 * Registry rows for the health and override tests, written straight into the tables (publishing,
 * canary start and token creation are the registry module's routes, tested on their own).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/platform/db/index';

export async function publishVersion(db: Db, remote: string, version: string, gitCommit = 'abc1234'): Promise<void> {
  await db
    .insertInto('registry_versions')
    .values({
      remote,
      version,
      manifest_hash: createHash('sha256').update(version).digest('hex'),
      exposes: JSON.stringify(['./app']),
      contracts: JSON.stringify({ emits: [], consumes: [] }),
      shared: JSON.stringify({ react: '^19.0.0', 'react-dom': '^19.0.0' }),
      files: JSON.stringify([{ path: 'mf-manifest.json', sha256: '0'.repeat(64), size: 10 }]),
      js_gzip_bytes: 1000,
      published_by: 'test',
      git_commit: gitCommit,
    })
    .execute();
}

export async function setCurrent(db: Db, remote: string, version: string | null): Promise<void> {
  await db
    .insertInto('registry_remotes')
    .values({ remote, current_version: version })
    .onConflict((oc) => oc.column('remote').doUpdateSet({ current_version: version }))
    .execute();
}

export async function startCanary(db: Db, remote: string, version: string, startedAt = new Date()): Promise<void> {
  await db
    .insertInto('registry_canaries')
    .values({ remote, version, percent: 50, started_by: 'test', started_at: startedAt })
    .execute();
}

/** A team token row; answers the token itself and its id. */
export async function teamToken(db: Db, team: string, remote: string): Promise<{ token: string; id: string }> {
  const token = `rt_${randomBytes(32).toString('base64url')}`;
  const row = await db
    .insertInto('registry_tokens')
    .values({
      team,
      remote,
      token_hash: createHash('sha256').update(token).digest('hex'),
      created_by: 'staff',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, id: row.id };
}

let address = 0;
/** A client address of its own per call (beacons are rate limited per address). */
export function nextAddress(): string {
  address += 1;
  return `10.${Math.floor(address / 250) % 250}.${address % 250}.${1 + (process.pid % 200)}`;
}

export function health(remote: string, version: string, kind: string, count = 1) {
  return { type: 'remote-health', remote, version, kind, count };
}

export async function postBeacons(
  app: FastifyInstance,
  payload: unknown,
  options: { contentType?: string; address?: string; raw?: boolean } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/Beacons',
    headers: {
      'content-type': options.contentType ?? 'application/json',
      'x-forwarded-for': options.address ?? nextAddress(),
    },
    payload: options.raw ? (payload as string) : JSON.stringify(payload),
  });
}
