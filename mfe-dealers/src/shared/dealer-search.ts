/**
 * The dealer directory search (issue 11; 001 sections 7 and 8): `GET /Dealers/search?zip=&radius=`
 * through the shop's one HTTP client. Shared by the locator page and the checkout's dealer picker.
 * A failure goes to the shop's shared handler (the 'Error: …' banner with the server's message,
 * e.g. 'Error: Geocoding request failed'); a search given up for a newer one says nothing.
 */

import type { DealerSearchAnswer } from 'shared-contracts/api/dealers';
import { apiCall } from 'shared-kit';

/** What the list says after a failed search (the banner has said why). */
export const SEARCH_FAILED_TEXT = 'The search did not finish. Please try again.';

export function searchDealers(zip: string, radius: number, signal?: AbortSignal): Promise<DealerSearchAnswer> {
  return apiCall<DealerSearchAnswer>('/Dealers/search', {
    query: { zip, radius: String(radius) },
    signal,
    skipErrorHandler: () => signal?.aborted === true,
  });
}

/** '12.3 mi' for the list; whole miles past 10. */
export function milesText(miles: number): string {
  return `${miles < 10 ? miles.toFixed(1) : Math.round(miles)} mi`;
}

/** A tel: link target from a phone number as typed ('(406) 555-0142' -> '+14065550142'). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return `tel:${digits}`;
}

/** 'N dealers within R miles of ZIP' (one dealer: 'dealer'). */
export function resultsCountText(count: number, radius: number, zip: string): string {
  return `${count} ${count === 1 ? 'dealer' : 'dealers'} within ${radius} miles of ${zip}`;
}
