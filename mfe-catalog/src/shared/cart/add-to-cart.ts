import { addCartItem, type CartLinePayload, notify } from 'shared-contracts';
import { ApiCallError } from 'shared-kit';

/**
 * An API's answer the shop's HTTP client has already put in the shell's banner, with the server's
 * own message ("Only 2 left", "The shop is very busy ..."). The name is checked too: a remote built
 * against another copy of the kit throws its own class.
 */
const shownByTheClient = (error: unknown) =>
  error instanceof ApiCallError || (error instanceof Error && error.name === 'ApiCallError');

/**
 * The checkout remote owns the cart: we send the add-item command and it answers. When it rejects
 * the visitor sees why in the shell's banner, once: a refusal of the server is already there (a
 * second banner would replace its message with the bare status); anything else (nobody answered in
 * time, a failure of the owner's own) is said here.
 */
export async function addToCart(payload: CartLinePayload): Promise<boolean> {
  try {
    await addCartItem.send(payload);
    return true;
  } catch (error) {
    if (shownByTheClient(error)) return false;
    const message = error instanceof Error ? error.message : 'The item could not be added to the cart.';
    notify.emit({ type: 'error', message: message.startsWith('Error') ? message : `Error: ${message}` });
    return false;
  }
}
