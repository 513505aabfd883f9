/**
 * The automatic rollback (issue 28, item 6): each running canary is compared with its remote's
 * current version over the canary's window (the minutes since it started). When the canary has at
 * least `minSample` views and its error rate exceeds the current version's by more than `margin`,
 * it is aborted in one statement: the canary row is deleted and, only if this statement deleted it,
 * the audit row (actor 'registry', action 'abort', detail.reason in words) is written. Two API
 * processes judging the same canary at once therefore record one abort.
 *
 * error rate = (error + load-failure + render-failure + render-timeout) / views; a current version
 * without views (or no current version) counts as 0. The window starts at the canary's start minute.
 */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/index';
import { ERROR_KINDS } from './health-schema';

export interface CanaryRules {
  minSample: number;
  margin: number;
}

export interface VersionHealth {
  version: string | null;
  views: number;
  errors: number;
  errorRate: number;
}

export interface CanaryAbort {
  remote: string;
  version: string;
  reason: string;
  canary: VersionHealth;
  current: VersionHealth;
}

interface CanaryRow {
  remote: string;
  version: string;
  started_ms: string;
  current_version: string | null;
  canary_views: string;
  canary_errors: string;
  current_views: string;
  current_errors: string;
}

const rate = (errors: number, views: number) => (views > 0 ? errors / views : 0);

/** The canaries with their and their current version's counts over each canary's window. */
async function canaryHealth(db: Db): Promise<CanaryRow[]> {
  const errorKinds = sql.join(ERROR_KINDS.map((kind) => sql.lit(kind)));
  const { rows } = await sql<CanaryRow>`
    select c.remote, c.version, r.current_version,
      (extract(epoch from date_trunc('milliseconds', c.started_at)) * 1000)::bigint::text as started_ms,
      coalesce(sum(h.count) filter (where h.version = c.version and h.kind = 'view'), 0)::text as canary_views,
      coalesce(sum(h.count) filter (where h.version = c.version and h.kind in (${errorKinds})), 0)::text as canary_errors,
      coalesce(sum(h.count) filter (where h.version = r.current_version and h.kind = 'view'), 0)::text as current_views,
      coalesce(sum(h.count) filter (where h.version = r.current_version and h.kind in (${errorKinds})), 0)::text as current_errors
    from registry_canaries c
    left join registry_remotes r on r.remote = c.remote
    left join registry_health h
      on h.remote = c.remote
      and h.minute >= date_trunc('minute', c.started_at)
      and (h.version = c.version or h.version = r.current_version)
    group by c.remote, c.version, c.started_at, r.current_version
  `.execute(db);
  return rows;
}

/** The verdict on one canary: the abort (with its reason) or null when it may go on. */
export function judgeCanary(row: CanaryRow, rules: CanaryRules): CanaryAbort | null {
  const canary: VersionHealth = {
    version: row.version,
    views: Number(row.canary_views),
    errors: Number(row.canary_errors),
    errorRate: 0,
  };
  canary.errorRate = rate(canary.errors, canary.views);
  const current: VersionHealth = {
    version: row.current_version,
    views: Number(row.current_views),
    errors: Number(row.current_errors),
    errorRate: 0,
  };
  current.errorRate = rate(current.errors, current.views);
  if (canary.views < rules.minSample) return null;
  // Compared with a small tolerance so that a difference of exactly the margin is not over it.
  if (canary.errorRate - current.errorRate <= rules.margin + 1e-9) return null;
  const reason =
    `error rate ${canary.errorRate.toFixed(2)} against ${current.errorRate.toFixed(2)} ` +
    `over ${canary.views} views; margin ${rules.margin.toFixed(2)}`;
  return { remote: row.remote, version: row.version, reason, canary, current };
}

/** Ends the canary and writes its audit row in one statement; false when another worker was first. */
async function abortCanary(db: Db, verdict: CanaryAbort, startedMs: string, rules: CanaryRules): Promise<boolean> {
  const detail = JSON.stringify({
    reason: verdict.reason,
    margin: rules.margin,
    minSample: rules.minSample,
    canary: verdict.canary,
    current: verdict.current,
  });
  const { rows } = await sql<{ id: string }>`
    with aborted as (
      delete from registry_canaries
      where remote = ${verdict.remote} and version = ${verdict.version}
        and (extract(epoch from date_trunc('milliseconds', started_at)) * 1000)::bigint = ${startedMs}::bigint
      returning remote, version
    )
    insert into registry_audit (actor, action, remote, version, git_commit, detail)
    select 'registry', 'abort', a.remote, a.version, v.git_commit, ${detail}::jsonb
    from aborted a
    left join registry_versions v on v.remote = a.remote and v.version = a.version
    returning id
  `.execute(db);
  return rows.length > 0;
}

/** Judges every running canary; aborts the bad ones; answers the aborts this call recorded. */
export async function checkCanaries(db: Db, rules: CanaryRules): Promise<CanaryAbort[]> {
  const aborted: CanaryAbort[] = [];
  for (const row of await canaryHealth(db)) {
    const verdict = judgeCanary(row, rules);
    if (verdict && (await abortCanary(db, verdict, row.started_ms, rules))) aborted.push(verdict);
  }
  return aborted;
}
