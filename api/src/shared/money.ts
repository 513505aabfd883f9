/**
 * Money arithmetic in whole cents. numeric columns arrive as strings ("24.95"); they become cents
 * here and dollars (numbers rounded to cents) only in answers, so sums never drift.
 */
export type Cents = number;

export function toCents(amount: number | string | null | undefined): Cents {
  if (amount === null || amount === undefined || amount === '') return 0;
  return Math.round(Number(amount) * 100);
}

export function toDollars(cents: Cents): number {
  return Math.round(cents) / 100;
}

/** The numeric literal for a column (exact, two decimals). */
export function toNumeric(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Splits `total` over `weights` proportionally; the rounding remainder goes to the largest weight. */
export function allocate(total: Cents, weights: Cents[]): Cents[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total === 0) return weights.map(() => 0);
  const shares = weights.map((w) => Math.floor((total * w) / sum));
  let remainder = total - shares.reduce((a, b) => a + b, 0);
  const order = weights.map((w, i) => [w, i] as const).sort((a, b) => b[0] - a[0]);
  for (let k = 0; remainder > 0; k = (k + 1) % order.length, remainder--) {
    const index = order[k]?.[1] ?? 0;
    shares[index] = (shares[index] ?? 0) + 1;
  }
  return shares;
}
