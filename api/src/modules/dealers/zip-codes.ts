/// <reference path="./zipcodes.d.ts" />
/**
 * US zip centroids with their state, from the `zipcodes` package (BSD licence; maintained, about
 * 42,000 zips with city, state and centroid). Only its table is read (lib/codes.js, not the
 * Canadian one); loaded on demand, since a seeded database never needs it again.
 */
import type { ZipRow } from './queries';

interface ZipcodesEntry {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

export async function bundledZipCodes(): Promise<ZipRow[]> {
  const module = (await import('zipcodes/lib/codes.js')) as {
    codes?: Record<string, ZipcodesEntry>;
    default?: { codes: Record<string, ZipcodesEntry> };
  };
  const codes = module.codes ?? module.default?.codes ?? {};
  return Object.values(codes)
    .filter(
      (entry) =>
        entry.country === 'US' &&
        /^\d{5}$/.test(entry.zip) &&
        Number.isFinite(entry.latitude) &&
        Number.isFinite(entry.longitude),
    )
    .map((entry) => ({
      zip: entry.zip,
      state: entry.state,
      city: entry.city,
      latitude: entry.latitude,
      longitude: entry.longitude,
    }));
}
