/**
 * Per-remote health for `remote:status` (GET /Registry/status): for the current version and a
 * running canary, the views and errors the beacons recorded in registry_health (filled by the
 * beacons module). errors = error + load-failure + render-failure + render-timeout; the sample is
 * the views. The window: since the canary started when one runs, else the last 60 minutes.
 */
import type { Db } from '../../platform/db/index';
import { canaryOf, currentVersionOf, healthSince } from './queries';
import { REMOTES } from './schemas';

export const ERROR_KINDS = ['error', 'load-failure', 'render-failure', 'render-timeout'] as const;
export const STATUS_WINDOW_MS = 60 * 60 * 1000;

export interface VersionHealth {
  version: string;
  role: 'current' | 'canary';
  since: Date;
  views: number;
  errors: number;
  errorRate: number;
  sample: number;
}

async function healthOf(db: Db, remote: string, version: string, role: VersionHealth['role'], since: Date) {
  const rows = await healthSince(db, remote, version, since);
  const count = (kinds: readonly string[]) =>
    rows.filter((row) => kinds.includes(row.kind)).reduce((sum, row) => sum + Number(row.total), 0);
  const views = count(['view']);
  const errors = count(ERROR_KINDS);
  return { version, role, since, views, errors, errorRate: views > 0 ? errors / views : 0, sample: views };
}

export async function registryStatus(db: Db, now: Date = new Date()): Promise<Record<string, VersionHealth[]>> {
  const remotes: Record<string, VersionHealth[]> = {};
  for (const remote of REMOTES) {
    const current = await currentVersionOf(db, remote);
    const canary = await canaryOf(db, remote);
    const since = canary ? new Date(canary.startedAt) : new Date(now.getTime() - STATUS_WINDOW_MS);
    const entries: VersionHealth[] = [];
    if (current) entries.push(await healthOf(db, remote, current, 'current', since));
    if (canary) entries.push(await healthOf(db, remote, canary.version, 'canary', since));
    remotes[remote] = entries;
  }
  return remotes;
}
