/**
 * The seeded dealer directory: 65 fictional stocking dealers in real towns across the states (a
 * handful around Bozeman, where the brand is at home). Each sits near its zip's centroid (the zip
 * table places it; a small fixed offset keeps pins of one town apart). Names, streets, phone numbers
 * (555-01xx, reserved for fiction) and FFL numbers are invented.
 */
export interface SeedDealer {
  name: string;
  street: string;
  zip: string;
  areaCode: string;
}

const ROWS = `
Gallatin Valley Outfitters|214 E Main St|59715|406
Bridger Range Sporting Goods|1870 N 19th Ave|59718|406
Belgrade Trading Post|402 W Madison Ave|59714|406
Yellowstone Gun Works|118 N Main St|59047|406
Madison River Arms|35 Main St|59729|406
Last Chance Firearms|1420 Prospect Ave|59601|406
Copper City Sporting|2101 Harrison Ave|59701|406
Big Sky Country Guns|2815 1st Ave N|59101|406
Missoula Rod & Rifle|930 S Higgins Ave|59801|406
Great Falls Outdoor Supply|1600 10th Ave S|59401|406
Cody Frontier Arms|1335 Sheridan Ave|82414|307
Tetons Sporting Goods|485 W Broadway|83001|307
Casper Range Supply|215 S Center St|82601|307
Cheyenne Trail Outfitters|1607 Central Ave|82001|307
Snake River Firearms|455 Park Ave|83402|208
Boise Foothills Arms|818 W Idaho St|83702|208
Coeur d'Alene Sporting|311 Sherman Ave|83814|208
Wasatch Precision|251 S State St|84101|801
Cache Valley Guns|90 N Main St|84321|435
Red Rock Outfitters|48 E Tabernacle St|84770|435
Front Range Arms|125 N Tejon St|80903|719
Grand Mesa Sporting|536 Main St|81501|970
Durango Mountain Guns|901 Main Ave|81301|970
Mogollon Rim Outfitters|22 E Route 66|86001|928
Sonoran Desert Arms|340 N 6th Ave|85701|520
Prescott Valley Firearms|7720 E Florentine Rd|86314|928
High Desert Sporting|400 Gold Ave SW|87102|505
Silver State Guns|150 N Virginia St|89501|775
Hill Country Firearms|718 Water St|78028|830
Panhandle Sporting Goods|1000 S Polk St|79101|806
Brazos Valley Arms|601 Austin Ave|76701|254
Permian Basin Outfitters|200 N Loraine St|79701|432
Piney Woods Guns|110 N College Ave|75701|903
Red Dirt Firearms|702 S Main St|74074|405
Flint Hills Sporting|615 Commercial St|66801|620
Platte River Arms|2114 Central Ave|68847|308
Black Hills Trading|512 Main St|57701|605
Prairie Rose Guns|314 E Broadway Ave|58501|701
North Woods Outfitters|300 Beltrami Ave NW|56601|218
Driftless Sporting Goods|407 Main St|54601|608
Upper Peninsula Arms|145 W Washington St|49855|906
Cedar Valley Firearms|221 3rd Ave SE|52401|319
Ozark Mountain Guns|1900 S Glenstone Ave|65806|417
Ouachita Outfitters|632 Central Ave|71901|501
Bayou State Sporting|412 Jefferson St|70501|337
Delta Field & Stream|215 Washington Ave|38701|662
Tennessee Valley Arms|118 Jefferson St N|35801|256
Smoky Mountain Firearms|507 S Gay St|37902|865
Bluegrass Sporting|320 W Main St|40507|859
Chattahoochee Outfitters|112 Washington St NW|30501|770
Panhandle Coast Guns|24 S Palafox St|32502|850
Lowcountry Arms|135 S Main St|29483|843
Blue Ridge Sporting|58 Patton Ave|28801|828
Shenandoah Valley Firearms|170 S Main St|22801|540
Mountain State Outfitters|225 Davis Ave|26241|304
Allegheny Sporting Goods|330 Pine St|17701|570
Buckeye Field Supply|45 W Main St|45601|740
Hoosier Hunting Supply|112 N Walnut St|47404|812
Adirondack Arms|2436 Main St|12946|518
Green Mountain Outfitters|77 Merchants Row|05701|802
White Mountain Sporting|2800 White Mountain Hwy|03818|603
North Maine Woods Supply|84 Harlow St|04401|207
Kenai Peninsula Guns|44332 Sterling Hwy|99669|907
Cascade Range Arms|945 NW Wall St|97701|541
Palouse Sporting|808 W Sprague Ave|99201|509
`;

export const SEED_DEALERS: readonly SeedDealer[] = ROWS.trim()
  .split('\n')
  .map((line) => {
    const [name = '', street = '', zip = '', areaCode = ''] = line.split('|');
    return { name, street, zip, areaCode };
  });

/**
 * The seeded dealers with Special Occupational Tax (SOT) status, who may receive NFA items such as
 * suppressors (issue 30): one or more in each state of the region that allows suppressors.
 */
export const SEED_SOT_DEALERS: ReadonlySet<string> = new Set([
  'Gallatin Valley Outfitters',
  'Yellowstone Gun Works',
  'Cody Frontier Arms',
  'Boise Foothills Arms',
  'Wasatch Precision',
  'Front Range Arms',
  'Sonoran Desert Arms',
]);

/** A fictional FFL number in ATF's layout (region-district-county-type-expiry-sequence). */
/**
 * When the seeded dealer's licence expires (the licence on file, dealers.ffl_expires_on): licences
 * run three years, so most fall in the next three years after `today`; every eleventh lapsed a few
 * months ago (the back office then asks for a licence copy, as it must).
 */
export function fictionalFflExpiry(index: number, today: Date): string {
  const lapsed = index % 11 === 4;
  const days = lapsed ? -(30 + ((index * 17) % 150)) : 45 + ((index * 97) % 1050);
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A well-formed fictional FFL number: region-district-county-type-expiry-sequence. The expiry
 * group is, as on a real licence, the last digit of the expiry year and the month's letter
 * (A = January ... M = December, no I).
 */
export function fictionalFflNumber(index: number, state: string, expiresOn: string): string {
  const region = (index % 9) + 1;
  const district = String(10 + ((index * 7) % 89)).padStart(2, '0');
  const county = String(1 + ((index * 37) % 199)).padStart(3, '0');
  const [year, month] = expiresOn.split('-').map(Number) as [number, number];
  const expiry = `${year % 10}${'ABCDEFGHJKLM'[month - 1]}`;
  const sequence = String(1000 + ((index * 4099 + state.charCodeAt(0)) % 89000)).padStart(5, '0');
  return `${region}-${district}-${county}-01-${expiry}-${sequence}`;
}

/** A small fixed offset (at most ~1.5 km) so dealers of one town do not share a pin. */
export function townOffset(index: number): { dLat: number; dLng: number } {
  return { dLat: (((index * 17) % 11) - 5) * 0.0025, dLng: (((index * 29) % 13) - 6) * 0.0025 };
}
