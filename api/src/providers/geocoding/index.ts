export { type Geocoder, GeocoderUnavailableError } from './geocoder';
export { GoogleGeocoder, type GoogleGeocoderSettings } from './google-geocoder';
export { createGeocoder, type GeocodingSettings, geocodingSettingsFromEnv } from './settings';
export { ZipCentroidGeocoder } from './zip-centroid-geocoder';
