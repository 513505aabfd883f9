/**
 * The locator's radius search (issue 11): the zip is placed by the geocoding provider, then the
 * directory answers the approved, listed dealers within the radius, nearest first.
 */
import {
  DEALER_SEARCH_MAX_RESULTS,
  type DealerLocation,
  type DealerSearchAnswer,
  GEOCODING_FAILED_MESSAGE,
} from 'shared-contracts/api/dealers';
import type { Db } from '../../platform/db/index';
import { badRequest, HttpError } from '../../platform/http-errors';
import { type Geocoder, GeocoderUnavailableError } from '../../providers/geocoding/index';
import { boxAround } from './great-circle';
import { type DealerDistanceRow, dealersWithin } from './queries';

function toLocation(row: DealerDistanceRow): DealerLocation {
  return {
    id: row.id,
    name: row.name,
    fflNumber: row.ffl_number,
    phoneNumber: row.phone,
    email: row.email,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    latitude: row.latitude,
    longitude: row.longitude,
    sot: row.sot,
    distanceMiles: Math.round(row.distance * 10) / 10,
  };
}

export async function searchDealers(
  deps: { db: Db; geocoder: Geocoder },
  zip: string,
  radius: number,
): Promise<DealerSearchAnswer> {
  let origin: Awaited<ReturnType<Geocoder['locateZip']>>;
  try {
    origin = await deps.geocoder.locateZip(zip);
  } catch (error) {
    if (error instanceof GeocoderUnavailableError) {
      throw new HttpError(502, GEOCODING_FAILED_MESSAGE, { title: 'Bad Gateway' });
    }
    throw error;
  }
  if (!origin) throw badRequest(GEOCODING_FAILED_MESSAGE, { zip: [GEOCODING_FAILED_MESSAGE] });
  const rows = await dealersWithin(deps.db, origin, radius, boxAround(origin, radius), DEALER_SEARCH_MAX_RESULTS);
  return { zip, radius, origin, dealers: rows.map(toLocation) };
}
