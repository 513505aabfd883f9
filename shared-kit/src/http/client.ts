/**
 * The one HTTP client every remote uses. Each call carries a fresh X-Request-ID, the bearer token
 * or the guest id from the session, counts towards the global loading indicator (token refresh
 * excluded) and, unless told otherwise, reports failures through the shared error handler.
 * While the shell's server traces, a server render's calls and the page's first calls from the
 * browser carry a W3C `traceparent` (trace-context.ts), so the API's spans join the page's trace.
 */
import { FetchError, type FetchOptions, ofetch } from 'ofetch';
import type { ApiError } from 'shared-contracts';
import { getRuntimeConfig, loadingCount, notify, readSessionCredentials } from 'shared-contracts';
import { traceparentForCall } from './trace-context';

export interface ApiCallOptions extends Omit<FetchOptions<'json'>, 'baseURL' | 'responseType'> {
  /** Leave the loading indicator alone (token refresh). */
  silentLoading?: boolean;
  /** Handle errors yourself instead of the shared toast (e.g. 404 on the guest cart). */
  skipErrorHandler?: boolean | ((error: ApiCallError) => boolean);
  /** Send no session headers (guest token request). */
  anonymous?: boolean;
  /**
   * Send only headers a browser lets through without asking: no request id (the API makes one and
   * answers it) and no session headers. A read from the API's origin then needs no preflight, one
   * round trip fewer. For reads whose URL names all they need: a guest's cart (by its token), the
   * public shipping methods.
   */
  simple?: boolean;
}

export class ApiCallError extends Error {
  /**
   * Set once the error is in the shell's banner (handleApiError). A caller further on (another
   * remote, through a command) reads it to say nothing twice: a second banner would replace this one.
   */
  announced = false;

  constructor(
    message: string,
    readonly status: number | undefined,
    readonly body: ApiError | undefined,
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

function changeLoading(delta: number) {
  loadingCount.emit(Math.max(0, (loadingCount.current() ?? 0) + delta));
}

/** 'Error: ' + server message, else title, else the client's own message. */
export function errorToastText(error: ApiCallError): string {
  return `Error: ${error.body?.message || error.body?.title || error.message}`;
}

export function handleApiError(error: ApiCallError): void {
  notify.emit({ type: 'error', message: errorToastText(error) });
  error.announced = true;
  if (typeof window !== 'undefined') window.scrollTo({ top: 0 });
}

export function newRequestId(): string {
  return crypto.randomUUID();
}

function toApiCallError(error: unknown): ApiCallError {
  if (error instanceof FetchError) {
    const body = (error.data && typeof error.data === 'object' ? error.data : undefined) as ApiError | undefined;
    const message = error.status ? `Request failed with status ${error.status}` : 'The shop could not be reached';
    return new ApiCallError(message, error.status, body);
  }
  return new ApiCallError(error instanceof Error ? error.message : String(error), undefined, undefined);
}

export async function apiCall<T>(path: string, options: ApiCallOptions = {}): Promise<T> {
  const { skipErrorHandler, headers, silentLoading: quiet, anonymous: asNobody, simple, ...rest } = options;
  // A server render (no window) calls as nobody, with no loading bar and no toasts.
  const inBrowser = typeof window !== 'undefined';
  const silentLoading = quiet || !inBrowser;
  const anonymous = asNobody || simple || !inBrowser;
  const sessionHeaders: Record<string, string> = simple ? {} : { 'X-Request-ID': newRequestId() };
  if (!anonymous) {
    const { accessToken, guestToken } = readSessionCredentials();
    if (accessToken) sessionHeaders.Authorization = `Bearer ${accessToken}`;
    else if (guestToken) sessionHeaders['X-Guest-Id'] = guestToken;
  }
  // A browser's simple call stays simple (no preflight); a server render's has no CORS to ask.
  const traceparent = traceparentForCall({ simple: simple && inBrowser });
  if (traceparent) sessionHeaders.traceparent = traceparent;
  if (!silentLoading) changeLoading(+1);
  try {
    return await ofetch<T>(path, {
      ...rest,
      baseURL: getRuntimeConfig().apiBase,
      headers: { ...sessionHeaders, ...(headers as Record<string, string> | undefined) },
    });
  } catch (raw) {
    const error = toApiCallError(raw);
    const skip = typeof skipErrorHandler === 'function' ? skipErrorHandler(error) : skipErrorHandler;
    if (!skip && inBrowser) handleApiError(error);
    throw error;
  } finally {
    if (!silentLoading) changeLoading(-1);
  }
}
