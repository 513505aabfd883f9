/**
 * Distances on the sphere for the locator: the haversine distance (what the SQL computes and the
 * tests check it against) and the exact latitude/longitude box around a circle (J. P. Matuschek,
 * "Finding Points Within a Distance of a Latitude/Longitude Using Bounding Coordinates"), so the
 * index narrows the search without ever losing a dealer inside the radius.
 */
import type { LatLng } from 'shared-contracts/api/dealers';

/** Mean Earth radius in miles (IUGG). */
export const EARTH_RADIUS_MILES = 3958.7613;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

export function greatCircleMiles(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface LatLngBox {
  latitude: { min: number; max: number };
  /** Absent when the circle reaches a pole or wraps the antimeridian: every longitude. */
  longitude?: { min: number; max: number };
}

/** The smallest latitude/longitude box holding every point within `miles` of `origin`. */
export function boxAround(origin: LatLng, miles: number): LatLngBox {
  // A hair of slack against floating-point rounding at the very edge of the circle.
  const angular = (miles * (1 + 1e-9)) / EARTH_RADIUS_MILES;
  const lat = toRadians(origin.latitude);
  const minLat = lat - angular;
  const maxLat = lat + angular;
  const latitude = { min: toDegrees(minLat), max: toDegrees(maxLat) };
  if (minLat <= -Math.PI / 2 || maxLat >= Math.PI / 2) return { latitude };
  const dLng = Math.asin(Math.min(1, Math.sin(angular) / Math.cos(lat)));
  const minLng = toDegrees(toRadians(origin.longitude) - dLng);
  const maxLng = toDegrees(toRadians(origin.longitude) + dLng);
  if (minLng < -180 || maxLng > 180) return { latitude };
  return { latitude, longitude: { min: minLng, max: maxLng } };
}
