/** The embedded geocoder: a zip's centroid from the bundled zip table (migration 010), offline. */
import type { LatLng } from 'shared-contracts/api/dealers';
import type { Db } from '../../platform/db/index';
import type { Geocoder } from './geocoder';

export class ZipCentroidGeocoder implements Geocoder {
  readonly name = 'zip-centroids';
  constructor(private readonly db: Db) {}

  async locateZip(zip: string): Promise<LatLng | null> {
    const row = await this.db
      .selectFrom('zip_codes')
      .select(['latitude', 'longitude'])
      .where('zip', '=', zip)
      .executeTakeFirst();
    return row ? { latitude: row.latitude, longitude: row.longitude } : null;
  }
}
