/**
 * The signed-in staffer, for every screen of the back office: who they are and what their role may
 * do (GET /staff/me answers the permissions from the one table, shared-contracts/domain/
 * staff-permissions.ts). The UI hides what the role may not do; the API refuses it regardless.
 */
import { atom, getDefaultStore, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import type { StaffPermission, StaffRole } from 'shared-contracts/domain/staff-permissions';
import { onStaffSessionEnded, staffCall } from '../api/staff-api';
import { forgetStaffToken, readStaffToken, writeStaffToken } from './staff-token';

export interface StaffMe {
  id: string;
  email: string;
  role: StaffRole;
  permissions: StaffPermission[];
}

export type StaffSession =
  | { status: 'checking' }
  | { status: 'signed-out'; reason: 'none' | 'expired' | 'signed-out' }
  | { status: 'signed-in'; me: StaffMe };

const sessionAtom = atom<StaffSession>({ status: 'checking' });
const store = getDefaultStore();

onStaffSessionEnded(() => store.set(sessionAtom, { status: 'signed-out', reason: 'expired' }));

let checking: Promise<void> | null = null;

/** Reads the staffer behind the stored token once per page (again after a sign-in). */
function check(): Promise<void> {
  checking ??= (async () => {
    if (!readStaffToken()) {
      store.set(sessionAtom, { status: 'signed-out', reason: 'none' });
      return;
    }
    try {
      const me = await staffCall<StaffMe>('/staff/me');
      store.set(sessionAtom, { status: 'signed-in', me });
    } catch {
      // A 401 has already said 'expired'; any other failure leaves the staffer to sign in again.
      if (store.get(sessionAtom).status === 'checking')
        store.set(sessionAtom, { status: 'signed-out', reason: 'none' });
    }
  })();
  return checking;
}

export function useStaffSession(): StaffSession {
  const session = useAtomValue(sessionAtom);
  useEffect(() => {
    if (session.status === 'checking') void check();
  }, [session.status]);
  return session;
}

/** Whether the signed-in staffer's role holds a permission (false while signed out). */
export function useCan(): (permission: StaffPermission) => boolean {
  const session = useAtomValue(sessionAtom);
  return (permission) => session.status === 'signed-in' && session.me.permissions.includes(permission);
}

/** The second factor was accepted: keep the session's token and read who it is. */
export async function startStaffSession(token: string): Promise<void> {
  writeStaffToken(token);
  checking = null;
  store.set(sessionAtom, { status: 'checking' });
  await check();
}

/** Ends the session on the API (best effort) and here. */
export async function signOutStaff(): Promise<void> {
  try {
    await staffCall('/staff/auth/sign-out', { method: 'POST' });
  } catch {
    // Already ended on the API: nothing more to do there.
  }
  forgetStaffToken();
  checking = null;
  store.set(sessionAtom, { status: 'signed-out', reason: 'signed-out' });
}
