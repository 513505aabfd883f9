/**
 * Where to go after signing in: the `returnTo` the login link carried when it is a path of this
 * shop ("/checkout"), never another site ("//evil.example", "https://..."), else home.
 */
export function safeReturnPath(returnTo: string | null | undefined): string {
  if (!returnTo?.startsWith('/') || returnTo.startsWith('//') || returnTo.includes('\\')) return '/';
  if (returnTo.startsWith('/login') || returnTo.startsWith('/register')) return '/';
  return returnTo;
}
