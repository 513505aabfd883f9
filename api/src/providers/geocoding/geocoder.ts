/**
 * Geocoding: where a US zip is (issue 11). The embedded default answers from the bundled zip
 * centroids in the database (offline); the Google adapter asks the Geocoding API when a maps key is
 * in the settings. `null` means the zip is not a place; GeocoderUnavailableError means nobody could
 * say (the service failed), which the locator answers differently (502, not 400).
 */
import type { LatLng } from 'shared-contracts/api/dealers';

export interface Geocoder {
  readonly name: string;
  /** The zip's centre; null for a zip that is no place. */
  locateZip(zip: string): Promise<LatLng | null>;
}

export class GeocoderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GeocoderUnavailableError';
  }
}
