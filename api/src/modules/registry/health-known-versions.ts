/**
 * Which (remote, version) pairs health may count: remotes of topology.json whose version has a
 * registry_versions row. Kept in memory and reloaded at most once a second: when a beacon names a
 * pair not in memory (a version published a moment ago) and every 5 s regardless. A flood of
 * beacons naming made-up versions therefore costs at most one small query a second.
 */
import topology from '../../../../topology.json';
import type { Db } from '../../platform/db/index';

export const TOPOLOGY_REMOTES: ReadonlySet<string> = new Set(topology.remotes.map((remote) => remote.name));

export interface KnownVersionsOptions {
  /** Reload when the copy is older than this (ms). */
  maxAgeMs?: number;
  /** Never reload more often than this (ms), however many misses. */
  minReloadMs?: number;
  now?: () => number;
}

export class KnownVersions {
  private pairs = new Set<string>();
  private loadedAt = Number.NEGATIVE_INFINITY;
  private loading: Promise<void> | null = null;
  private readonly maxAgeMs: number;
  private readonly minReloadMs: number;
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    options: KnownVersionsOptions = {},
  ) {
    this.maxAgeMs = options.maxAgeMs ?? 5000;
    this.minReloadMs = options.minReloadMs ?? 1000;
    this.now = options.now ?? Date.now;
  }

  private static key(remote: string, version: string): string {
    return `${remote}\u0000${version}`;
  }

  private reload(): Promise<void> {
    this.loading ??= (async () => {
      try {
        const rows = await this.db.selectFrom('registry_versions').select(['remote', 'version']).execute();
        this.pairs = new Set(rows.map((row) => KnownVersions.key(row.remote, row.version)));
        this.loadedAt = this.now();
      } finally {
        this.loading = null;
      }
    })();
    return this.loading;
  }

  /** True when health may count this remote's version. */
  async has(remote: string, version: string): Promise<boolean> {
    if (!TOPOLOGY_REMOTES.has(remote)) return false;
    const age = this.now() - this.loadedAt;
    const key = KnownVersions.key(remote, version);
    if (age > this.maxAgeMs || (!this.pairs.has(key) && age > this.minReloadMs)) await this.reload();
    return this.pairs.has(key);
  }
}

const sharedByDb = new WeakMap<Db, KnownVersions>();

/**
 * The one copy per database that every beacon handler reads (remote health, Web Vitals): a version
 * published a moment ago is loaded once for both, and the table is read by one cache, not two.
 */
export function knownVersionsOf(db: Db): KnownVersions {
  let known = sharedByDb.get(db);
  if (!known) {
    known = new KnownVersions(db);
    sharedByDb.set(db, known);
  }
  return known;
}
