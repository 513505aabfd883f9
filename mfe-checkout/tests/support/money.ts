/**
 * Expected amounts, worked out by the test from the seed's prices (not with the remote's own
 * formatter, so a formatting bug cannot agree with itself).
 */
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** '$1,234.50' */
export const usd = (amount: number): string => dollars.format(amount);

/** To the cent, half up (as the API rounds). */
export const cents = (amount: number): number => Math.round((amount + Number.EPSILON) * 100) / 100;
