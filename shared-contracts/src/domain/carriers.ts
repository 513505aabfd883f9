/**
 * The carriers a shipment may go with and each one's public tracking page (issue 29): the shipment
 * e-mail, the account's order details and the confirmation page link the tracking number there.
 */

export const CARRIERS = ['UPS', 'FedEx', 'USPS', 'DHL', 'Other'] as const;
export type Carrier = (typeof CARRIERS)[number];

const TRACKING_PAGES: Record<Carrier, ((number: string) => string) | null> = {
  UPS: (n) => `https://www.ups.com/track?tracknum=${n}`,
  FedEx: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  USPS: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  DHL: (n) => `https://www.dhl.com/us-en/home/tracking/tracking-express.html?tracking-id=${n}`,
  Other: null,
};

/** A tracking number: letters and digits (and '-'), 4 to 40 characters. */
export const TRACKING_NUMBER = /^[A-Za-z0-9-]{4,40}$/;

/** The carrier's tracking page for `trackingNumber`, or '' for an unknown carrier or number. */
export function trackingUrl(carrier: string, trackingNumber: string): string {
  const page = TRACKING_PAGES[carrier as Carrier];
  if (!page || !TRACKING_NUMBER.test(trackingNumber)) return '';
  return page(encodeURIComponent(trackingNumber));
}
