/**
 * Database errors that a request's input caused (issue 13). When a value slips past a route's
 * validation and PostgreSQL (or PGlite) refuses it, the fault is the input's, not the server's:
 * the answer is 400 with a message that names the kind of problem (never the SQL), and the log line
 * is a warning, so malformed traffic cannot flood the error log. Everything else stays a 500.
 *
 * SQLSTATE codes: https://www.postgresql.org/docs/current/errcodes-appendix.html
 */

export const DATABASE_INPUT_MESSAGES = {
  tooLong: 'A text in the request is too long',
  outOfRange: 'A number in the request is out of range',
  invalidValue: 'A value in the request is not valid',
  invalidDate: 'A date in the request is not valid',
  invalidCharacter: 'A text in the request contains a character that is not allowed (such as NUL)',
  missingValue: 'A required value is missing from the request',
  notAllowed: 'A value in the request is not allowed',
  tooLarge: 'The request is too large to process',
} as const;

const M = DATABASE_INPUT_MESSAGES;

/** Error codes caused by the values a statement was given, with the answer's message. */
const INPUT_ERRORS: Record<string, string> = {
  '22001': M.tooLong, // string_data_right_truncation (varchar(n))
  '22003': M.outOfRange, // numeric_value_out_of_range (2^31 into an integer)
  '22P02': M.invalidValue, // invalid_text_representation ('abc' as an integer or uuid)
  '22007': M.invalidDate, // invalid_datetime_format
  '22008': M.invalidDate, // datetime_field_overflow
  '22021': M.invalidCharacter, // character_not_in_repertoire (NUL in UTF-8 text)
  '22P05': M.invalidCharacter, // untranslatable_character (\u0000 in jsonb)
  '22025': M.invalidValue, // invalid_escape_sequence (a LIKE pattern ending in a backslash)
  '2201B': M.invalidValue, // invalid_regular_expression
  '22023': M.invalidValue, // invalid_parameter_value
  '22004': M.missingValue, // null_value_not_allowed
  '23502': M.missingValue, // not_null_violation
  '23514': M.notAllowed, // check_violation
  '54000': M.tooLarge, // program_limit_exceeded (an index row over the btree maximum)
  '54001': M.tooLarge, // statement_too_complex
};

/** A PostgreSQL error (node-postgres DatabaseError or PGlite's): a five-character SQLSTATE and a severity. */
export interface DatabaseError {
  code: string;
  severity?: string;
  message: string;
}

export function isDatabaseError(error: unknown): error is DatabaseError {
  if (!(error instanceof Error) || !('code' in error)) return false;
  const { code } = error as { code: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && ('severity' in error || 'routine' in error);
}

/** The 400 message for a database error the input caused, or null for a server fault. */
export function databaseInputMessage(error: unknown): string | null {
  if (!isDatabaseError(error)) return null;
  const known = INPUT_ERRORS[error.code];
  if (known) return known;
  // Class 22 is "data exception": every member is about a value, which here comes from the input.
  return error.code.startsWith('22') ? M.invalidValue : null;
}
