/**
 * A refused add is said once in the shell's banner, in the server's own words: the cart's owner (the
 * checkout remote) calls the API through the shop's HTTP client, which shows the refusal; the
 * catalog adds a banner only for what nobody has shown (its command unanswered, a failure of the
 * owner's own).
 */
import { addCartItem, type CartLinePayload, notify, type ShopNotification } from 'shared-contracts';
import { ApiCallError, handleApiError } from 'shared-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addToCart } from '../src/shared/cart/add-to-cart';

const payload = { productId: 'HA-BIP-RDG', productName: 'Ridgeline Precision Bipod', quantity: 1 } as CartLinePayload;

let stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  vi.useRealTimers();
});

function banners(): ShopNotification[] {
  const seen: ShopNotification[] = [];
  stops.push(notify.subscribe((n) => seen.push(n)));
  return seen;
}

describe('addToCart', () => {
  it('leaves a refusal of the server to the banner the HTTP client showed, with its message', async () => {
    const busy = new ApiCallError('Request failed with status 429', 429, {
      message: 'The shop is very busy right now. Please try again in a moment.',
    });
    stops.push(
      addCartItem.handle(() => {
        handleApiError(busy); // what apiCall does before it rethrows
        throw busy;
      }),
    );
    const seen = banners();
    expect(await addToCart(payload)).toBe(false);
    expect(seen).toEqual([
      { type: 'error', message: 'Error: The shop is very busy right now. Please try again in a moment.' },
    ]);
  });

  it('says a failure of the owner its client did not show', async () => {
    stops.push(
      addCartItem.handle(() => {
        throw new Error('The cart could not be read');
      }),
    );
    const seen = banners();
    expect(await addToCart(payload)).toBe(false);
    expect(seen).toEqual([{ type: 'error', message: 'Error: The cart could not be read' }]);
  });

  it('says so when nobody answers the command', async () => {
    vi.useFakeTimers();
    const seen = banners();
    const added = addToCart(payload);
    await vi.advanceTimersByTimeAsync(6000);
    expect(await added).toBe(false);
    expect(seen).toEqual([
      { type: 'error', message: expect.stringMatching(/^Error: Nobody answered ".+" within 5000 ms/) },
    ]);
  });

  it('answers true when the owner added the line, with no banner of its own', async () => {
    stops.push(addCartItem.handle(() => ({}) as never));
    const seen = banners();
    expect(await addToCart(payload)).toBe(true);
    expect(seen).toEqual([]);
  });
});
