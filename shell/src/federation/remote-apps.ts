/**
 * Which module each single-spa application of the route table loads. The application name in
 * the layout is the remote's name for its page app ('<remote>/app'); the always-mounted cart
 * and the shell's own not-found page have names of their own.
 */
export const REMOTE_NAMES = ['catalog', 'checkout', 'account', 'dealers', 'staff'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Applications that are not a remote's './app'. */
export const SPECIAL_APPS = {
  /** The checkout remote's cart service + drawer, mounted on every route. */
  cart: 'checkout-cart',
  /** The shell's branded 404 for the default route. */
  notFound: 'shell-not-found',
} as const;

/** The federated module id an application loads, or null for the shell's own applications. */
export function remoteModuleFor(appName: string): string | null {
  if (appName === SPECIAL_APPS.cart) return 'checkout/cart';
  if (appName === SPECIAL_APPS.notFound) return null;
  return `${appName}/app`;
}

/** True for module ids that answer single-spa lifecycles (page apps and the cart app). */
export function isLifecycleModule(id: string): boolean {
  return /^[a-z-]+\/(app|cart)$/.test(id);
}

/** The remote a federated id belongs to: 'dealers/app' -> 'dealers'. */
export function remoteOf(id: string): string {
  return id.split('/')[0] ?? id;
}
