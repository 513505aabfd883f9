/**
 * Row ids are PostgreSQL `integer`s (serial). A value outside that range names no row, and sent to
 * the database it would fail the statement (a 500) instead of finding nothing (a 404 or a 400).
 */
export const MAX_ROW_ID = 2_147_483_647;

/** True for a whole number that can name a row: 1 to MAX_ROW_ID. */
export function isRowId(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) > 0 && (value as number) <= MAX_ROW_ID;
}
