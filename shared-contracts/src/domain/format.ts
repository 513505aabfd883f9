/**
 * Money is USD in en-US format everywhere: `$1,234.50`, `-$5.00`. It is written out here rather
 * than with Intl.NumberFormat because the first Intl formatter a page makes loads ICU's data on the
 * main thread: 30 ms on this machine, 120 ms at the 4x slowdown of a phone, inside the hydration of
 * every page that shows a price (decision 0019). The result is the same as Intl's, character for
 * character: the shortest decimal form of the number rounded half away from zero to cents, as ICU
 * does (1.005 -> $1.01), and a minus for negative amounts, -0 included. tests/domain.test.ts
 * checks it against Intl.NumberFormat over edge cases and random amounts. A number JavaScript
 * writes with an exponent (at least 1e21, or below 1e-6) goes to Intl, which nothing in the shop
 * meets.
 */
let usd: Intl.NumberFormat | undefined;

function intlUSD(amount: number): string {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return usd.format(amount);
}

/** Digits with a comma every three from the right, as en-US writes them: '1234567' -> '1,234,567'. */
export function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function formatUSD(amount: number): string {
  const written = String(Math.abs(amount));
  if (!Number.isFinite(amount) || written.includes('e')) return intlUSD(amount);
  const [whole = '0', fraction = ''] = written.split('.');
  let cents = BigInt(whole + fraction.slice(0, 2).padEnd(2, '0'));
  if (fraction.length > 2 && fraction[2]! >= '5') cents += 1n;
  const digits = cents.toString().padStart(3, '0');
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}$${groupDigits(digits.slice(0, -2))}.${digits.slice(-2)}`;
}

/** Shipping shows Free at zero (or when missing). */
export function formatShipping(amount: number | null | undefined): string {
  return !amount ? 'Free' : formatUSD(amount);
}

/** Discounts are shown negative, or $0.00. */
export function formatDiscount(amount: number): string {
  return amount ? `-${formatUSD(Math.abs(amount))}` : formatUSD(0);
}

/** Order dates are MM/DD/YYYY. */
export function formatOrderDate(iso: string): string {
  const d = new Date(iso);
  const mm = String(d.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(d.getUTCDate()).padStart(2, '0');
  return `${mm}/${dd}/${d.getUTCFullYear()}`;
}
