/**
 * Where the staff session's bearer token (`stf_...`, docs/decisions/0029) lives in the browser:
 * sessionStorage, so it never outlives the tab and is never seen by the customer's session (the
 * shell's), and a staffer signed in on a shared counter machine is signed out by closing it. The
 * API ends it too: 30 minutes idle, 8 hours at most.
 */
const TOKEN_KEY = 'halvorsen.staff.session';

export function readStaffToken(): string | null {
  try {
    return window.sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function writeStaffToken(token: string): void {
  window.sessionStorage.setItem(TOKEN_KEY, token);
}

export function forgetStaffToken(): void {
  try {
    window.sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage blocked: nothing was kept.
  }
}
