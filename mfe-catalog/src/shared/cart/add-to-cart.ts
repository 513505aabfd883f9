import { addCartItem, type CartLinePayload, notify } from 'shared-contracts';

/**
 * The checkout remote owns the cart: we send the add-item command and it answers. When it rejects
 * (server refused, or nobody answered in time) the visitor sees why in the shell's banner.
 */
export async function addToCart(payload: CartLinePayload): Promise<boolean> {
  try {
    await addCartItem.send(payload);
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : 'The item could not be added to the cart.';
    notify.emit({ type: 'error', message: message.startsWith('Error') ? message : `Error: ${message}` });
    return false;
  }
}
