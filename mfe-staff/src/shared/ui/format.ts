/** How the back office writes money, dates and times (US English, the shop's currency). */

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** How the shop writes an order's number (the payment reference too): 100007 -> "HA-100007". */
export const orderNumber = (id: number) => `HA-${id}`;

/** 1234.5 -> "$1,234.50". */
export function formatMoney(amount: number): string {
  return money.format(amount);
}

/** An ISO timestamp -> "Nov 27, 2026, 4:05 PM"; empty for null. */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dateTime.format(new Date(iso)) : '';
}

/** An ISO date or timestamp -> "Nov 27, 2026"; a bare date is read as that calendar day. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  return dateOnly.format(new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T12:00:00` : iso));
}
