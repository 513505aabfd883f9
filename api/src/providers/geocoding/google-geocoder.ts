/**
 * The Google Geocoding adapter, chosen when a maps key is in the settings (providers/geocoding/settings.ts).
 * Asks for the zip as a US postal code component; ZERO_RESULTS is "no such place", any other
 * failure (network, time-out, a refused key) is GeocoderUnavailableError. Answers are cached in
 * memory: a zip does not move.
 */
import { LRUCache } from 'lru-cache';
import type { LatLng } from 'shared-contracts/api/dealers';
import { type Geocoder, GeocoderUnavailableError } from './geocoder';

export interface GoogleGeocoderSettings {
  apiKey: string;
  /** Default: Google's endpoint. */
  endpoint?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface GoogleAnswer {
  status: string;
  error_message?: string;
  results?: { geometry: { location: { lat: number; lng: number } } }[];
}

export class GoogleGeocoder implements Geocoder {
  readonly name = 'google';
  private readonly cache = new LRUCache<string, { at: LatLng | null }>({ max: 5000 });

  constructor(private readonly settings: GoogleGeocoderSettings) {}

  async locateZip(zip: string): Promise<LatLng | null> {
    const cached = this.cache.get(zip);
    if (cached) return cached.at;
    const url = new URL(this.settings.endpoint ?? 'https://maps.googleapis.com/maps/api/geocode/json');
    url.searchParams.set('components', `postal_code:${zip}|country:US`);
    url.searchParams.set('key', this.settings.apiKey);
    let answer: GoogleAnswer;
    try {
      const response = await (this.settings.fetch ?? fetch)(url, {
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 5000),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      answer = (await response.json()) as GoogleAnswer;
    } catch (error) {
      throw new GeocoderUnavailableError('The geocoding service could not be reached', { cause: error });
    }
    if (answer.status === 'ZERO_RESULTS') {
      this.cache.set(zip, { at: null });
      return null;
    }
    const location = answer.results?.[0]?.geometry.location;
    if (answer.status !== 'OK' || !location) {
      throw new GeocoderUnavailableError(`Geocoding answered ${answer.status}: ${answer.error_message ?? ''}`.trim());
    }
    const at = { latitude: location.lat, longitude: location.lng };
    this.cache.set(zip, { at });
    return at;
  }
}
