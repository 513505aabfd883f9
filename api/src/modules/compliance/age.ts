/** The buyer's age from an attested date of birth (YYYY-MM-DD), in whole years on a given day. */

/** Made once: building an Intl formatter (its time-zone data) cost more than any check it serves. */
const hawaiiDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Honolulu' });

/**
 * Today as a calendar date in Hawaii, the US state whose day starts last: nobody anywhere in the
 * states is taken to be a day older than they are where they live.
 */
export function buyersToday(now: Date = new Date()): string {
  const at = now.getTime();
  if (at >= lastDay.from && at < lastDay.until) return lastDay.date;
  // Hawaii's offset from UTC is a whole number of minutes, so its date turns only as a minute
  // starts: a date formatted once holds to the end of its minute (formatting it on every check
  // cost as much as the rest of a line's rules, decision 0050).
  const from = Math.floor(at / 60_000) * 60_000;
  lastDay = { date: hawaiiDate.format(now), from, until: from + 60_000 };
  return lastDay.date;
}

/** The last date formatted, and the minute it holds for. */
let lastDay = { date: '', from: 0, until: 0 };

/** Whole years from `dateOfBirth` to `today`, both YYYY-MM-DD (someone born on 29 February turns a year older on 1 March). */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}
