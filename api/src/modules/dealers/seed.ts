/** Seeders of the dealers module: the zip table first (the directory is placed with it), then the directory. */
import type { Seeder } from '../../platform/db/seeding';
import { fictionalFflExpiry, fictionalFflNumber, SEED_DEALERS, SEED_SOT_DEALERS, townOffset } from './directory-seed';
import { dealerCount, findZips, insertDealers, insertZipCodes, type NewDealer, zipCodeCount } from './queries';
import { bundledZipCodes } from './zip-codes';

export const zipCodesSeeder: Seeder = {
  name: 'zip-codes',
  async run(db) {
    if ((await zipCodeCount(db)) > 0) return false;
    await insertZipCodes(db, await bundledZipCodes());
    return true;
  },
};

export const dealerDirectorySeeder: Seeder = {
  name: 'dealer-directory',
  async run(db) {
    if ((await dealerCount(db)) > 0) return false;
    const towns = new Map(
      (
        await findZips(
          db,
          SEED_DEALERS.map((d) => d.zip),
        )
      ).map((row) => [row.zip, row]),
    );
    const dealers: NewDealer[] = [];
    const today = new Date();
    SEED_DEALERS.forEach((seed, index) => {
      const town = towns.get(seed.zip);
      if (!town) return; // a zip the table lacks is skipped (the seed test says which)
      const offset = townOffset(index);
      const slug = seed.name.toLowerCase().replace(/[^a-z0-9]+/g, '');
      const fflExpiresOn = fictionalFflExpiry(index, today);
      dealers.push({
        name: seed.name,
        ffl_number: fictionalFflNumber(index, town.state, fflExpiresOn),
        ffl_expires_on: fflExpiresOn,
        phone: `(${seed.areaCode}) 555-01${String(index % 100).padStart(2, '0')}`,
        email: `transfers@${slug}.example`,
        website: `https://www.${slug}.example`,
        address1: seed.street,
        address2: null,
        city: town.city,
        state: town.state,
        zip: town.zip,
        latitude: Number((town.latitude + offset.dLat).toFixed(5)),
        longitude: Number((town.longitude + offset.dLng).toFixed(5)),
        in_locator: true,
        sot: SEED_SOT_DEALERS.has(seed.name),
        status: 'Approved',
        user_id: null,
      });
    });
    await insertDealers(db, dealers);
    return dealers.length > 0;
  },
};
