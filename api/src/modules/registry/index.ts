/**
 * The remote registry (issue 28): published versions of each remote, the current one, canaries,
 * team tokens, the publish gate and the delivery history. Beacons, automatic rollback and QA
 * overrides are modules of their own that read these tables; they use what this index exports
 * (the team-token access and actor names, a version's row, whether a token is live, the audit).
 */
export { type GateFailure, type GateInput, gateFailures, KNOWN_CONTRACTS } from './gate';
export { KnownVersions, knownVersionsOf } from './health-known-versions';
export { appendAudit, findVersion, tokenIsLive, type VersionRow } from './queries';
export { registryRoutes } from './routes';
export { REMOTES as REGISTRY_REMOTES } from './schemas';
export { type RegistryState, registryState } from './state';
export { createRegistryStorage, type RegistryStorage } from './storage';
export { actorName, type RegistryAccess, registryAccess, teamTokenHash } from './team-access';
