/**
 * Anybody may ask the visitor to sign in (`signInWanted`, e.g. the account area while not signed
 * in): the shell takes them to the login screen, remembering where to come back to.
 */
import { signInWanted } from 'shared-contracts';
import { navigateTo } from 'shared-kit';

export function loginUrl(returnTo?: string): string {
  if (!returnTo || returnTo === '/login') return '/login';
  return `/login?returnTo=${encodeURIComponent(returnTo)}`;
}

export function handleSignInWanted(): () => void {
  return signInWanted.subscribe(({ returnTo } = {}) => {
    if (window.location.pathname === '/login') return;
    navigateTo(loginUrl(returnTo));
  });
}
