/** Chooses the geocoder: Google's when a maps key is set (GEOCODING_API_KEY, else
 * the site's MAPS_API_KEY), else the bundled zip centroids. */
import type { Db } from '../../platform/db/index';
import type { Geocoder } from './geocoder';
import { GoogleGeocoder } from './google-geocoder';
import { ZipCentroidGeocoder } from './zip-centroid-geocoder';

export interface GeocodingSettings {
  googleApiKey?: string;
}

export function geocodingSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): GeocodingSettings {
  return { googleApiKey: env.GEOCODING_API_KEY || env.MAPS_API_KEY || undefined };
}

export function createGeocoder(db: Db, settings: GeocodingSettings): Geocoder {
  return settings.googleApiKey ? new GoogleGeocoder({ apiKey: settings.googleApiKey }) : new ZipCentroidGeocoder(db);
}
