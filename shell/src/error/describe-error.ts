/**
 * The text under 'Unexpected Application Error!': the status or the message (000 section 8).
 * single-spa prefixes errors with "application 'x' died in status LOADING_SOURCE_CODE: ", which
 * says nothing to a visitor, so it is cut off.
 */
const SINGLE_SPA_PREFIX = /^(?:application|parcel) '[^']*' died in status [A-Z_]+: /;

export function describeAppError(error: unknown): string {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
    const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
    return message ? `${error.status} ${message.replace(SINGLE_SPA_PREFIX, '')}` : String(error.status);
  }
  const raw = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const message = raw.replace(SINGLE_SPA_PREFIX, '').trim();
  return message || 'Something went wrong while showing this page.';
}
