/**
 * The text under 'Unexpected Application Error!': the status or the message (000 section 8).
 * single-spa prefixes errors with "application 'x' died in status LOADING_SOURCE_CODE: ", which
 * says nothing to a visitor, so it is cut off.
 */
const SINGLE_SPA_PREFIX = /^(?:application|parcel) '[^']*' died in status [A-Z_]+: /;

export const NO_DETAIL = 'Something went wrong while showing this page.';

export function describeAppError(error: unknown): string {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
    const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
    const statusText = 'statusText' in error && typeof error.statusText === 'string' ? error.statusText : '';
    const text = (message || statusText).replace(SINGLE_SPA_PREFIX, '');
    return text ? `${error.status} ${text}` : String(error.status);
  }
  const raw = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const message = raw.replace(SINGLE_SPA_PREFIX, '').trim();
  return message || NO_DETAIL;
}
