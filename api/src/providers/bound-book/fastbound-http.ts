/**
 * One call to FastBound's account API, the HTTP edge of the FastBound bound book (fastbound.ts).
 * Hand-written rather than a client library: FastBound publishes no JavaScript SDK (FastBound/skills,
 * skills/fastbound-api/SKILL.md: "There is no official SDK; you call HTTPS endpoints directly").
 *
 * Verified against FastBound's own material (read 2026-11-27):
 * - base URL `https://cloud.fastbound.com`, every path `/{accountNum}/api/...`: FastBound/skills
 *   skills/fastbound-api/references/common-patterns.md ("URL pattern for the accounts API") and the
 *   OpenAPI description skills/fastbound-api/swagger/accounts-swagger.json (its `paths`);
 *   FastBound/Support scripts/Import-FastBoundContacts.ps1 builds `$Server/$Account/api/Contacts`.
 * - HTTP Basic with the account's API key as the user name and an empty password:
 *   FastBound/Support scripts/Import-FastBoundContacts.ps1 (`"${ApiKey}:"`), FastBound/skills
 *   references/authentication.md ("HTTP Basic Authentication (legacy API Key)": the key as user name,
 *   password or both); ammoready/fastbound-ruby lib/fastbound-ruby/api.rb does the same. That section
 *   calls Basic "legacy, still supported"; OAuth is FastBound's way forward (not done here).
 * - `X-AuditUser` (an e-mail of a FastBound user with access to the account) on every write: a
 *   required header parameter of each POST in accounts-swagger.json; "Forgetting X-AuditUser under
 *   Basic Auth: every write fails" (references/dispositions.md).
 * - 4xx answers `{ errors: [{ field, message }] }` (accounts-swagger.json, `ErrorResult`); 429 the rate
 *   limit, 5xx the service (references/common-patterns.md, "Errors").
 * A 4xx other than 429 is BoundBookRefusedError (kept as failed, not retried); 429, 5xx, a time-out or
 * an unreadable answer is BoundBookUnavailableError (kept pending and retried).
 */
import { BoundBookRefusedError, BoundBookUnavailableError } from './book';

export const FASTBOUND_BASE_URL = 'https://cloud.fastbound.com';

export interface FastBoundAccount {
  accountNumber: string;
  apiKey: string;
  /** The account user recorded on each write (X-AuditUser). */
  auditUser: string;
  /** Overrides the base URL (a test's local server). */
  endpoint?: string;
  /** Per request. */
  timeoutMs?: number;
}

export interface FastBoundCall {
  method: 'GET' | 'POST';
  /** After `/{accountNum}/api/`, e.g. `Items`. */
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** What the call does, for the error message kept on the submission (e.g. `committing the disposition`). */
  doing: string;
}

interface FastBoundErrors {
  errors?: Array<{ field?: string | null; message?: string | null }>;
  message?: string;
}

/** Answers the parsed JSON body (undefined for an empty answer such as a 204). */
export async function callFastBound(account: FastBoundAccount, call: FastBoundCall): Promise<unknown> {
  const url = new URL(
    `/${encodeURIComponent(account.accountNumber)}/api/${call.path}`,
    account.endpoint ?? FASTBOUND_BASE_URL,
  );
  for (const [name, value] of Object.entries(call.query ?? {})) url.searchParams.set(name, value);
  const headers: Record<string, string> = {
    authorization: `Basic ${Buffer.from(`${account.apiKey}:`).toString('base64')}`,
    accept: 'application/json',
  };
  if (call.method === 'POST') headers['x-audituser'] = account.auditUser;
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: call.method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(account.timeoutMs ?? 10_000),
    });
    text = await response.text();
  } catch (error) {
    throw new BoundBookUnavailableError(`FastBound could not be reached ${call.doing}: ${(error as Error).message}`);
  }
  let answer: unknown;
  try {
    answer = text ? JSON.parse(text) : undefined;
  } catch {
    if (response.ok) throw new BoundBookUnavailableError(`FastBound answered ${call.doing} with something unreadable`);
  }
  if (response.ok) return answer;
  const said = saidIn(answer as FastBoundErrors | undefined);
  if (response.status === 429 || response.status >= 500) {
    throw new BoundBookUnavailableError(`FastBound answered ${response.status} ${call.doing}${said}`);
  }
  throw new BoundBookRefusedError(`FastBound refused ${call.doing} (${response.status})${said}`);
}

function saidIn(answer: FastBoundErrors | undefined): string {
  const messages =
    answer?.errors
      ?.map((error) => (error.field ? `${error.field}: ${error.message ?? ''}` : (error.message ?? '')))
      .filter(Boolean) ?? [];
  const said = messages.join('; ') || answer?.message || '';
  return said ? `: ${said}` : '';
}
