/**
 * Money is USD in en-US format everywhere. The formatter is made on first use: building an Intl
 * formatter is costly, and most first paints (home, header) show no price.
 */
let usd: Intl.NumberFormat | undefined;

export function formatUSD(amount: number): string {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return usd.format(amount);
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
