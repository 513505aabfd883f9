/** The buyer's age from an attested date of birth (YYYY-MM-DD), in whole years on a given day. */

/** Made once: building an Intl formatter (its time-zone data) cost more than any check it serves. */
const hawaiiDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Honolulu' });

/**
 * Today as a calendar date in Hawaii, the US state whose day starts last: nobody anywhere in the
 * states is taken to be a day older than they are where they live.
 */
export function buyersToday(now: Date = new Date()): string {
  return hawaiiDate.format(now);
}

/** Whole years from `dateOfBirth` to `today`, both YYYY-MM-DD (someone born on 29 February turns a year older on 1 March). */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}
