/**
 * One Idempotency-Key per checkout attempt, kept across retries. An attempt is "this order with
 * this card": pressing Place Order again with nothing changed (after a time-out, a lost answer,
 * a double click or 'already being processed') resends the same token under the same key, so the
 * server answers the one order. Changing the card, the address or the cart starts a new attempt,
 * and so does a definite answer (an order, a decline): a declined token is spent.
 * Kept in memory only: the fingerprint contains card data and must never reach storage.
 */
export interface CheckoutAttempt {
  key: string;
  paymentToken: string;
}

let current: { fingerprint: string; attempt: CheckoutAttempt } | null = null;

export async function attemptFor(fingerprint: string, tokenize: () => Promise<string>): Promise<CheckoutAttempt> {
  if (current && current.fingerprint === fingerprint) return current.attempt;
  const paymentToken = await tokenize();
  const attempt = { key: crypto.randomUUID(), paymentToken };
  current = { fingerprint, attempt };
  return attempt;
}

/** The server gave a definite answer: the next Place Order is a new attempt. */
export function finishAttempt(): void {
  current = null;
}

/**
 * Whether an error leaves the outcome unknown (keep the attempt and its key for the retry):
 * no answer at all, a server failure, or 409 'already being processed'.
 */
export function outcomeUnknown(status: number | undefined): boolean {
  return status === undefined || status === 409 || status >= 500;
}
