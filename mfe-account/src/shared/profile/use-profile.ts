/**
 * The signed-in customer's profile for every account page: read once, shared by the pages, read
 * again after a change ("account changes refresh account data", 001 section 4) and forgotten when
 * the visitor signs out or another customer signs in.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { authState } from 'shared-contracts';
import type { Profile } from 'shared-contracts/api/account';
import { fetchProfile } from './profile-api';

export interface ProfileView {
  profile: Profile | null;
  error: unknown;
  loading: boolean;
}

let view: ProfileView = { profile: null, error: null, loading: false };
let request: Promise<void> | null = null;
let owner: string | null = null;
const listeners = new Set<() => void>();

function set(next: Partial<ProfileView>) {
  view = { ...view, ...next };
  for (const listener of listeners) listener();
}

/** Reads the profile now (deduplicated while a read is under way). */
export function reloadProfile(): Promise<void> {
  request ??= (async () => {
    set({ loading: true });
    try {
      set({ profile: await fetchProfile(), error: null });
    } catch (error) {
      set({ error });
    } finally {
      set({ loading: false });
      request = null;
    }
  })();
  return request;
}

authState.subscribe((state) => {
  const who = state?.status === 'authenticated' ? (state.email ?? '') : null;
  if (who === owner) return;
  owner = who;
  set({ profile: null, error: null });
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useProfile(): ProfileView & { reload: () => Promise<void> } {
  const current = useSyncExternalStore(subscribe, () => view);
  useEffect(() => {
    if (!view.profile && !view.error) void reloadProfile();
  }, []);
  return { ...current, reload: reloadProfile };
}
