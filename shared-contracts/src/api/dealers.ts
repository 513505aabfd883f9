/**
 * What the dealer endpoints answer (issue 11; 001 sections 3, 7 and 8). Import as
 * `shared-contracts/api/dealers` (kept off the package index: only the dealers remote needs it).
 *
 * GET /Dealers/search?zip={5 digits}&radius={50|100|150|200|250}: the dealers within the radius of
 * the zip's centroid, nearest first. A zip the geocoder does not know answers 400 with
 * GEOCODING_FAILED_MESSAGE; a geocoder that cannot be reached answers 502 with the same message.
 */

/** The specification's text for a zip that cannot be placed on the map (001 section 8). */
export const GEOCODING_FAILED_MESSAGE = 'Geocoding request failed';

/** The most dealers one search answers (the nearest first). */
export const DEALER_SEARCH_MAX_RESULTS = 100;

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** One dealer as the locator shows it (the specification's locator card, plus what a map needs). */
export interface DealerLocation extends LatLng {
  id: string;
  name: string;
  fflNumber: string | null;
  phoneNumber: string;
  /** The dealer's e-mail for transfers (fills the checkout's dealer form); null when not given. */
  email: string | null;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
  /** Pays the Special Occupational Tax: may receive NFA items such as suppressors (issue 30). */
  sot: boolean;
  /** Great-circle distance from the searched zip's centroid, in miles, one decimal. */
  distanceMiles: number;
}

export interface DealerSearchAnswer {
  zip: string;
  radius: number;
  /** Where the zip was placed (the centre of the search). */
  origin: LatLng;
  dealers: DealerLocation[];
}

/** POST /Registration/dealer answers the specification's `message`. */
export interface DealerRegistrationAnswer {
  message: string;
}

export const DEALER_REGISTRATION_RECEIVED_MESSAGE =
  'Thank you. Your dealer application was received and is pending review; we will e-mail you when it is decided.';
