/** What a page asked of the prices endpoint, read from the real API's record of its requests. */
import type { RealApi } from './realApi';

/** The skus of each `GET /Products/prices` request, in request order. */
export function priceRequests(api: RealApi): string[][] {
  return api
    .calls('GET', /^\/Products\/prices\?/)
    .map((request) => (new URL(request.path, 'http://x').searchParams.get('skus') ?? '').split(','));
}

/** Every sku asked for, sorted. */
export function skusAsked(api: RealApi): string[] {
  return priceRequests(api).flat().sort();
}

/** Requests for the whole price list (a page makes one only when its price call failed). */
export function wholeListRequests(api: RealApi) {
  return api.calls('GET', /^\/Products(\/nocache)?(\?|$)/);
}
