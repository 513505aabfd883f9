/**
 * Cart calls of specification 000, section 7. A signed-in visitor uses the bearer paths
 * (`/Cart/...`), everybody else the guest paths (`/Cart/guest/{token}/...`). Which one is read
 * fresh from the session on every call, so a sign-in mid-way never sends a stale path.
 */
import { apiCall, type Cart, type CartLinePayload, emptyGuestCart, readSessionCredentials } from 'shared-contracts';

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

function requireAudience(): CartAudience {
  const audience = cartAudience();
  if (!audience) throw new NoSessionError();
  return audience;
}

/**
 * Reads the cart of the current session. A guest whose cart does not exist yet gets a 404, which
 * is silently ignored: the default empty guest cart stands.
 */
export async function fetchCart(): Promise<Cart> {
  const audience = cartAudience();
  if (!audience) return emptyGuestCart();
  if (audience.kind === 'user') return apiCall<Cart>('/Cart');
  try {
    return await apiCall<Cart>(cartPath(audience), { skipErrorHandler: (error) => error.status === 404 });
  } catch (error) {
    if ((error as { status?: number }).status === 404) return emptyGuestCart(audience.token);
    throw error;
  }
}

export function postCartItem(payload: CartLinePayload): Promise<Cart> {
  return apiCall<Cart>(cartPath(requireAudience(), '/items'), { method: 'POST', body: payload });
}

export function putCartItemQuantity(itemId: Cart['items'][number]['id'], quantity: number): Promise<Cart> {
  return apiCall<Cart>(cartPath(requireAudience(), `/items/${encodeURIComponent(String(itemId))}`), {
    method: 'PUT',
    body: { quantity },
  });
}

export function deleteCartItem(itemId: Cart['items'][number]['id']): Promise<Cart> {
  return apiCall<Cart>(cartPath(requireAudience(), `/items/${encodeURIComponent(String(itemId))}`), {
    method: 'DELETE',
  });
}
