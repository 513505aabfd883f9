/**
 * The registry's state as every shell server reads it (GET /Registry/state, public): each remote's
 * current version and running canary. Read by the shop's start scripts and the production checks.
 */
import { apiUrl, createClient } from './api-client.mjs';

/** `{ revision, remotes: { <remote>: { current, canary } } }` from the API at `baseUrl`. */
export function readRegistryState(baseUrl = apiUrl()) {
  return createClient({ baseUrl }).get('/Registry/state');
}

/** A remote's current version in a state, or null. */
export const currentVersionOf = (state, remote) => state?.remotes?.[remote]?.current?.version ?? null;
