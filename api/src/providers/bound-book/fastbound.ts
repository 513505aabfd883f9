/**
 * FastBound, an eBound service (an electronic A&D record as ATF Ruling 2016-1 allows), chosen by
 * DISPOSITION_BOOK=fastbound (settings.ts). Its API is documented at https://fastbound.com/api
 * (the account API reference, https://cloud.fastbound.com/swagger) and summarised in the FastBound
 * client libraries' readmes (e.g. the `fastbound` Ruby gem): HTTP Basic authentication with the API
 * key as the user name and an empty password, the account number in the path, and an `X-AuditUser`
 * header (an e-mail of the account) required on every write. The subset used here:
 *
 *   POST {base}/{accountNumber}/api/Dispositions/CreateAndCommit   (base https://cloud.fastbound.com)
 *   Authorization: Basic base64(apiKey:); X-AuditUser: <e-mail>; Content-Type: application/json
 *   body   { externalId, disposeDate: 'YYYY-MM-DD', type: 'Sale', note,
 *            contact: { licenseName, premiseAddress1, fflNumber },
 *            items: [{ serial, manufacturer, importer, model, type, caliber }] }
 *   200/201 { id, ... } the committed disposition
 *   400    { errors: [{ message, ... }] } a refused disposition (validation); 401 a wrong key;
 *   404    the account; 429 the rate limit (Retry-After); 5xx the service.
 *
 * Read on 2026-11-27 from the public documentation; the body's field names should be checked
 * against the live reference before a production key is used (the test speaks this subset).
 * A 4xx other than 429 is BoundBookRefusedError (kept as failed, not retried); 429, 5xx, a time-out
 * or an unreadable answer is BoundBookUnavailableError (kept pending and retried).
 */
import { type BoundBook, type BoundBookDisposition, BoundBookRefusedError, BoundBookUnavailableError } from './book';

export const FASTBOUND_BASE_URL = 'https://cloud.fastbound.com';

export interface FastBoundSettings {
  accountNumber: string;
  apiKey: string;
  /** The account user recorded on each write (X-AuditUser). */
  auditUser: string;
  /** Overrides the base URL (a test's local server). */
  endpoint?: string;
  timeoutMs?: number;
}

interface FastBoundAnswer {
  id?: unknown;
  errors?: Array<{ message?: string }>;
  message?: string;
}

export class FastBoundBook implements BoundBook {
  readonly name = 'fastbound';

  constructor(private readonly settings: FastBoundSettings) {}

  async dispose(entry: BoundBookDisposition): Promise<{ externalId: string }> {
    const base = this.settings.endpoint ?? FASTBOUND_BASE_URL;
    const url = new URL(`/${encodeURIComponent(this.settings.accountNumber)}/api/Dispositions/CreateAndCommit`, base);
    const body = {
      externalId: `disposition-${entry.entryId}`,
      disposeDate: entry.date,
      type: 'Sale',
      note: entry.orderId === null ? undefined : `Order ${entry.orderId}`,
      contact: {
        licenseName: entry.party.name,
        premiseAddress1: entry.party.address,
        fflNumber: entry.party.fflNumber,
      },
      items: [
        {
          serial: entry.serial,
          manufacturer: entry.manufacturer,
          importer: entry.importer,
          model: entry.model,
          type: entry.type,
          caliber: entry.caliber,
        },
      ],
    };
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${this.settings.apiKey}:`).toString('base64')}`,
          'x-audituser': this.settings.auditUser,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new BoundBookUnavailableError(`FastBound could not be reached: ${(error as Error).message}`);
    }
    const answer = (await response.json().catch(() => ({}))) as FastBoundAnswer;
    const said =
      answer.errors
        ?.map((e) => e.message)
        .filter(Boolean)
        .join('; ') ||
      answer.message ||
      '';
    if (response.status === 429 || response.status >= 500)
      throw new BoundBookUnavailableError(`FastBound answered ${response.status}${said ? `: ${said}` : ''}`);
    if (!response.ok)
      throw new BoundBookRefusedError(`FastBound refused (${response.status})${said ? `: ${said}` : ''}`);
    if (typeof answer.id !== 'string' && typeof answer.id !== 'number')
      throw new BoundBookUnavailableError('FastBound answered without a disposition id');
    return { externalId: String(answer.id) };
  }
}
