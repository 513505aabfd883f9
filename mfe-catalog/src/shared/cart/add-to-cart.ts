import { addCartItem, type CartLinePayload, notify } from 'shared-contracts';

/**
 * An error the shop's HTTP client already put in the shell's banner, with the server's own message
 * ("Only 2 left", "The shop is very busy ..."): its ApiCallError says so. Read as a property, not by
 * class, since the error may come from another remote's copy of the kit.
 */
const announced = (error: unknown) => (error as { announced?: unknown } | null)?.announced === true;

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
    if (announced(error)) return false;
    const message = error instanceof Error ? error.message : 'The item could not be added to the cart.';
    notify.emit({ type: 'error', message: message.startsWith('Error') ? message : `Error: ${message}` });
    return false;
  }
}
