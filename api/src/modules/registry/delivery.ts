/**
 * What happens to published versions after a publish: a canary cohort starts, is promoted or
 * aborted; a promote is rolled back. Each action runs in one transaction with its audit entry
 * (who, when, which version and commit), so the history is the record of every change.
 *
 * Rollback goes back to the version the last promote replaced (kept in that promote's audit
 * detail as `previous`).
 */
import type { Db } from '../../platform/db/index';
import { conflict, notFound } from '../../platform/http-errors';
import {
  appendAudit,
  canaryOf,
  currentVersionOf,
  deleteCanary,
  findVersion,
  insertCanary,
  lastPromote,
  setCurrentVersion,
} from './queries';

export const DELIVERY_MESSAGES = {
  unknownVersion: (remote: string, version: string) => `${remote} has no version ${version}`,
  canaryIsCurrent: (version: string) => `${version} is already the current version`,
  canaryRuns: (remote: string, version: string) => `A canary of ${remote} already runs (${version})`,
  noCanary: (remote: string) => `No canary of ${remote} runs`,
  alreadyCurrent: (version: string) => `${version} is already the current version`,
  nothingToRollBack: (remote: string) => `${remote} has no earlier version to roll back to`,
} as const;

async function existingVersion(db: Db, remote: string, version: string) {
  const row = await findVersion(db, remote, version);
  if (!row) throw notFound(DELIVERY_MESSAGES.unknownVersion(remote, version));
  return row;
}

export async function startCanary(db: Db, actor: string, remote: string, version: string, percent: number) {
  const row = await existingVersion(db, remote, version);
  await db.transaction().execute(async (trx) => {
    if ((await currentVersionOf(trx, remote)) === version) throw conflict(DELIVERY_MESSAGES.canaryIsCurrent(version));
    const started = await insertCanary(trx, { remote, version, percent, startedBy: actor });
    if (!started) {
      const running = await canaryOf(trx, remote);
      throw conflict(DELIVERY_MESSAGES.canaryRuns(remote, running?.version ?? '?'));
    }
    await appendAudit(trx, {
      actor,
      action: 'canary-start',
      remote,
      version,
      gitCommit: row.gitCommit,
      detail: { percent },
    });
  });
}

/** The canary's version, or the given (staged) one, becomes current; a running canary ends. */
export async function promote(db: Db, actor: string, remote: string, version?: string): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const canary = await canaryOf(trx, remote);
    const target = version ?? canary?.version;
    if (!target) throw conflict(DELIVERY_MESSAGES.noCanary(remote));
    const row = await findVersion(trx, remote, target);
    if (!row) throw notFound(DELIVERY_MESSAGES.unknownVersion(remote, target));
    const previous = await currentVersionOf(trx, remote);
    if (previous === target) throw conflict(DELIVERY_MESSAGES.alreadyCurrent(target));
    await deleteCanary(trx, remote);
    await setCurrentVersion(trx, remote, target);
    await appendAudit(trx, {
      actor,
      action: 'promote',
      remote,
      version: target,
      gitCommit: row.gitCommit,
      detail: { previous, ...(canary ? { canary: canary.version } : {}) },
    });
    return target;
  });
}

export async function abortCanary(db: Db, actor: string, remote: string, reason?: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const ended = await deleteCanary(trx, remote);
    if (!ended) throw conflict(DELIVERY_MESSAGES.noCanary(remote));
    const row = await findVersion(trx, remote, ended.version);
    await appendAudit(trx, {
      actor,
      action: 'abort',
      remote,
      version: ended.version,
      gitCommit: row?.gitCommit ?? null,
      detail: reason ? { reason } : {},
    });
  });
}

export async function rollback(db: Db, actor: string, remote: string): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const promoted = await lastPromote(trx, remote);
    const previous = (promoted?.detail as { previous?: unknown } | undefined)?.previous;
    const current = await currentVersionOf(trx, remote);
    if (typeof previous !== 'string' || previous === current)
      throw conflict(DELIVERY_MESSAGES.nothingToRollBack(remote));
    const row = await findVersion(trx, remote, previous);
    if (!row) throw conflict(DELIVERY_MESSAGES.nothingToRollBack(remote));
    await setCurrentVersion(trx, remote, previous);
    await appendAudit(trx, {
      actor,
      action: 'rollback',
      remote,
      version: previous,
      gitCommit: row.gitCommit,
      detail: { from: current },
    });
    return previous;
  });
}
