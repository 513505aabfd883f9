/**
 * A publish, as named steps (each with its undo), composed in `publishVersion`:
 *
 * 1. gate:   the release against the shell and the other remotes' current versions (gate.ts);
 *            refused -> 422 naming every failed rule, nothing written;
 * 2. store:  every file to `<remote>/<version>/<path>`; undo: delete what was written;
 * 3. record: the version row, and for `promote` the current version, with the audit entries,
 *            in one transaction. Only now is the version visible; if this fails, step 2 is undone.
 */
import type { ApiError } from 'shared-contracts/api/errors';
import { SHELL_PARTY } from 'shared-contracts/events/parties';
import type { Db } from '../../platform/db/index';
import { conflict, HttpError } from '../../platform/http-errors';
import { type GateFailure, gateFailures } from './gate';
import {
  appendAudit,
  currentContracts,
  currentVersionOf,
  findVersion,
  insertVersion,
  setCurrentVersion,
} from './queries';
import { cacheControlOf, contentTypeOf, type RegistryStorage } from './storage';
import type { PublishUpload, UploadedFile } from './upload';
import { versionName } from './version-name';

export interface PublishDeps {
  db: Db;
  storage: RegistryStorage;
  /** Bytes per remote; a remote without one has no budget. */
  budgets: Record<string, number>;
}

/** 422: the gate refused the version; the body lists every failed rule. */
export class GateRefusal extends HttpError {
  constructor(
    remote: string,
    readonly failures: GateFailure[],
  ) {
    super(422, `The publish gate refused ${remote}`, { title: 'Unprocessable Entity' });
  }

  override toBody(): ApiError & { failures: GateFailure[] } {
    return { ...super.toBody(), failures: this.failures };
  }
}

async function gate(deps: PublishDeps, upload: PublishUpload): Promise<void> {
  const { release } = upload;
  const others = (await currentContracts(deps.db)).filter((row) => row.remote !== release.remote);
  const failures = gateFailures({
    remote: release.remote,
    exposes: release.exposes,
    contracts: release.contracts,
    shared: release.shared,
    jsGzipBytes: release.jsGzipBytes,
    parties: [{ name: 'shell', ...SHELL_PARTY }, ...others.map((row) => ({ name: row.remote, ...row.contracts }))],
    budgetBytes: deps.budgets[release.remote] ?? null,
  });
  if (failures.length > 0) throw new GateRefusal(release.remote, failures);
}

/** Writes every file; on a failure deletes what it wrote and rethrows. Answers the undo. */
async function store(storage: RegistryStorage, prefix: string, files: UploadedFile[]): Promise<() => Promise<void>> {
  const written: string[] = [];
  const undo = async () => {
    await Promise.allSettled(written.map((key) => storage.delete(key)));
  };
  try {
    for (const file of files) {
      const key = `${prefix}/${file.path}`;
      written.push(key);
      await storage.put(key, file.body, {
        contentType: contentTypeOf(file.path),
        cacheControl: cacheControlOf(file.path),
      });
    }
  } catch (error) {
    await undo();
    throw error;
  }
  return undo;
}

async function record(db: Db, upload: PublishUpload, version: string, actor: string): Promise<void> {
  const { release, action } = upload;
  await db.transaction().execute(async (trx) => {
    await insertVersion(trx, {
      remote: release.remote,
      version,
      manifestHash: release.manifestHash,
      exposes: release.exposes,
      contracts: release.contracts,
      shared: release.shared,
      files: release.files,
      jsGzipBytes: release.jsGzipBytes,
      serverManifest: release.serverManifest,
      gitCommit: release.gitCommit,
      publishedBy: actor,
    });
    const entry = { actor, remote: release.remote, version, gitCommit: release.gitCommit };
    await appendAudit(trx, { ...entry, action: 'publish', detail: { action, files: release.files.length } });
    if (action === 'promote') {
      const previous = await currentVersionOf(trx, release.remote);
      await setCurrentVersion(trx, release.remote, version);
      await appendAudit(trx, { ...entry, action: 'promote', detail: { previous } });
    }
  });
}

export async function publishVersion(
  deps: PublishDeps,
  actor: string,
  upload: PublishUpload,
  now: Date = new Date(),
): Promise<{ remote: string; version: string; promoted: boolean }> {
  const { remote, manifestHash } = upload.release;
  const version = versionName(manifestHash, now);
  await gate(deps, upload);
  if (await findVersion(deps.db, remote, version)) throw conflict(`${remote} ${version} is already published`);
  const undoStore = await store(deps.storage, `${remote}/${version}`, upload.files);
  try {
    await record(deps.db, upload, version, actor);
  } catch (error) {
    await undoStore();
    throw error;
  }
  return { remote, version, promoted: upload.action === 'promote' };
}
