/**
 * Cart calls of specification 000, section 7. A signed-in visitor uses the bearer paths
 * (`/Cart/...`), everybody else the guest paths (`/Cart/guest/{token}/...`). Which one is read
 * fresh from the session on every call, so a sign-in mid-way never sends a stale path.
 */
import {
  type CartLinePayload,
  type CartWithLines,
  emptyGuestCartWithLines,
  readSessionCredentials,
} from 'shared-contracts';
import { apiCall } from 'shared-kit';
import { forgetGuestCart, guestCartKnown, rememberGuestCart } from './guest-cart-marker';

export type CartAudience = { kind: 'user' } | { kind: 'guest'; token: string };

export class NoSessionError extends Error {
  constructor() {
    super('Your session is still starting. Please try again in a moment.');
    this.name = 'NoSessionError';
  }
}

/** Who the cart belongs to right now, or null before the shell has a guest token or a session. */
export function cartAudience(): CartAudience | null {
  const { accessToken, guestToken } = readSessionCredentials();
  if (accessToken) return { kind: 'user' };
  if (guestToken) return { kind: 'guest', token: guestToken };
  return null;
}

export function cartPath(audience: CartAudience, suffix = ''): string {
  return audience.kind === 'user' ? `/Cart${suffix}` : `/Cart/guest/${encodeURIComponent(audience.token)}${suffix}`;
}

/**
 * How long a cart change waits for the shell to finish starting the session (guest token). The
 * shell tries again 5-6 s after a failed guest request (a busy shop's 429), within this wait.
 */
const SESSION_WAIT_MS = 8000;
const SESSION_POLL_MS = 100;

/**
 * The audience for a cart change. A visitor may click "Add to Cart" while the shell is still
 * fetching the guest token on a cold first visit: the change waits for it instead of failing.
 */
export async function requireAudience(): Promise<CartAudience> {
  const started = Date.now();
  for (;;) {
    const audience = cartAudience();
    if (audience) return audience;
    if (Date.now() - started >= SESSION_WAIT_MS) throw new NoSessionError();
    await new Promise((resolve) => setTimeout(resolve, SESSION_POLL_MS));
  }
}

/** A guest cart call answered a cart: from now on the guest's cart exists (guest-cart-marker.ts). */
function seen(audience: CartAudience, cart: CartWithLines): CartWithLines {
  if (audience.kind === 'guest' && cart.id !== null) rememberGuestCart(audience.token);
  return cart;
}

/**
 * Reads the cart of the current session. A guest's cart is asked for only once it exists (a
 * first add made it): before, the default empty guest cart stands without a request, which would
 * answer 404. A 404 all the same (the cart was ordered elsewhere) is silently ignored, as the
 * specification says, and the cart is not asked for again.
 */
export async function fetchCart(): Promise<CartWithLines> {
  const audience = cartAudience();
  if (!audience) return emptyGuestCartWithLines();
  if (audience.kind === 'user') return apiCall<CartWithLines>('/Cart');
  if (!guestCartKnown(audience.token)) return emptyGuestCartWithLines(audience.token);
  try {
    // The token is in the path: sent as a simple request, the read needs no CORS preflight.
    return await apiCall<CartWithLines>(cartPath(audience), {
      simple: true,
      skipErrorHandler: (error) => error.status === 404,
    });
  } catch (error) {
    if ((error as { status?: number }).status === 404) {
      forgetGuestCart();
      return emptyGuestCartWithLines(audience.token);
    }
    throw error;
  }
}

export async function postCartItem(payload: CartLinePayload): Promise<CartWithLines> {
  const audience = await requireAudience();
  return seen(audience, await apiCall<CartWithLines>(cartPath(audience, '/items'), { method: 'POST', body: payload }));
}

export async function putCartItemQuantity(
  itemId: CartWithLines['items'][number]['id'],
  quantity: number,
): Promise<CartWithLines> {
  return apiCall<CartWithLines>(cartPath(await requireAudience(), `/items/${encodeURIComponent(String(itemId))}`), {
    method: 'PUT',
    body: { quantity },
  });
}

export async function deleteCartItem(itemId: CartWithLines['items'][number]['id']): Promise<CartWithLines> {
  return apiCall<CartWithLines>(cartPath(await requireAudience(), `/items/${encodeURIComponent(String(itemId))}`), {
    method: 'DELETE',
  });
}
