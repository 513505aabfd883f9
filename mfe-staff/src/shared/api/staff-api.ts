/**
 * Every call of the back office to the API: the shop's one HTTP client (shared-kit) with the staff
 * session's bearer token instead of the customer's credentials. A 401 means the staff session has
 * ended (idle, signed out elsewhere, disabled): the token is forgotten and the session state says
 * so, which sends the staffer to the sign-in page. Errors are the caller's to show (no shop toast:
 * a staff screen shows them beside the action that failed).
 */
import { type ApiError, getRuntimeConfig } from 'shared-contracts';
import { ApiCallError, apiCall } from 'shared-kit';
import { forgetStaffToken, readStaffToken } from '../session/staff-token';

type Listener = () => void;
const sessionEndedListeners = new Set<Listener>();

/** Called when the API says the staff session is over. */
export function onStaffSessionEnded(listener: Listener): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

export interface StaffCallOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** A pending (password step) token instead of the session's; '' sends none (the sign-in steps). */
  token?: string;
}

function withoutBlanks(query: StaffCallOptions['query']) {
  if (!query) return undefined;
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
}

export async function staffCall<T>(path: string, { method = 'GET', body, query, token }: StaffCallOptions = {}) {
  const bearer = token ?? readStaffToken();
  try {
    return await apiCall<T>(path, {
      method,
      body: body as Record<string, unknown> | FormData | undefined,
      query: withoutBlanks(query),
      anonymous: true,
      skipErrorHandler: true,
      headers: bearer ? { Authorization: `Bearer ${bearer}` } : {},
    });
  } catch (error) {
    if (error instanceof ApiCallError && error.status === 401 && token === undefined) {
      forgetStaffToken();
      for (const listener of sessionEndedListeners) listener();
    }
    throw error;
  }
}

/**
 * A private file (a licence copy, an application's document) as a blob, shown through an object
 * URL: a plain link could not carry the bearer token.
 */
export async function staffBlob(path: string): Promise<Blob> {
  const bearer = readStaffToken();
  const response = await fetch(new URL(path.replace(/^\//, ''), `${getRuntimeConfig().apiBase.replace(/\/?$/, '/')}`), {
    headers: bearer ? { Authorization: `Bearer ${bearer}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as ApiError | undefined;
    throw new ApiCallError(`Request failed with status ${response.status}`, response.status, body);
  }
  return response.blob();
}

/** What to show of a failed call: the API's message, else its title, else the client's. */
export function problemText(error: unknown): string {
  if (error instanceof ApiCallError) {
    const body = error.body as ApiError | undefined;
    return body?.message || body?.title || error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** The field errors of a 400 (`errors: { field: [messages] }`), the first message of each. */
export function fieldProblems(error: unknown): Record<string, string> {
  if (!(error instanceof ApiCallError)) return {};
  const errors = error.body?.errors;
  if (!errors || typeof errors !== 'object') return {};
  const first = (messages: unknown) => (Array.isArray(messages) ? messages[0] : messages);
  return Object.fromEntries(
    Object.entries(errors)
      .map(([field, messages]) => [field, first(messages)] as const)
      .filter((entry): entry is readonly [string, string] => typeof entry[1] === 'string'),
  );
}

/** The HTTP status of a failed call (403: the role may not; 404: not found). */
export function statusOf(error: unknown): number | undefined {
  return error instanceof ApiCallError ? error.status : undefined;
}
