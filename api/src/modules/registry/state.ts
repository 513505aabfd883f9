/**
 * The registry as the shell servers read it (GET /Registry/state): every remote of the topology
 * with its current version and running canary. `revision` is a hash of the rest, so equal states
 * have equal revisions on every API instance and any change gives a new one.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../../platform/db/index';
import { readRegistryState } from './queries';
import { REMOTES } from './schemas';

export interface RemoteState {
  current: { version: string; serverManifest: string | null } | null;
  canary: { version: string; percent: number; serverManifest: string | null } | null;
}

export interface RegistryState {
  revision: string;
  remotes: Record<string, RemoteState>;
}

export async function registryState(db: Db): Promise<RegistryState> {
  const { current, canaries } = await readRegistryState(db);
  const remotes: Record<string, RemoteState> = {};
  for (const remote of REMOTES) {
    const now = current.find((row) => row.remote === remote);
    const canary = canaries.find((row) => row.remote === remote);
    remotes[remote] = {
      current: now?.version ? { version: now.version, serverManifest: now.serverManifest } : null,
      canary: canary
        ? { version: canary.version, percent: canary.percent, serverManifest: canary.serverManifest }
        : null,
    };
  }
  const revision = createHash('sha256').update(JSON.stringify(remotes)).digest('hex').slice(0, 16);
  return { revision, remotes };
}

/** One remote's state (the answer of a canary, promote, abort or rollback). */
export async function remoteState(db: Db, remote: string): Promise<RemoteState> {
  const state = await registryState(db);
  return state.remotes[remote] as RemoteState;
}
