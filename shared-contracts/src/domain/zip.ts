/**
 * US zips as the shop compares them (issue 13): the digits only, the first five. '606 01', '60-601',
 * ' 60601-1234' all are '60601'. Every check (restricted zips, a zip's state, the dealer search)
 * runs on this form, in the browser and on the server.
 */
export function normalizeZip(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '').slice(0, 5);
}

/** The messages on a zip that does not lie in the state given with it, or is no US zip at all. */
export const ZIP_MESSAGES = {
  otherState: 'Zip code is not in the selected state',
  unknown: 'Zip code is not a US zip code',
} as const;
