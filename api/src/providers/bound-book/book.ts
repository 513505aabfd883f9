/**
 * The electronic bound book the disposition record is mirrored to (issue 30). The shop's own
 * disposition record (modules/disposition) is always written, in the shipment's transaction; a
 * bound book adapter then submits each entry after the commit. The embedded default keeps the
 * shop's own record only (nothing to send).
 */

/** What a bound book receives of a disposition entry (the 27 CFR 478.123 fields). */
export interface BoundBookDisposition {
  /** The shop's entry id: the external id the service stores, so a retry is recognised. */
  entryId: number;
  date: string;
  serial: string;
  manufacturer: string;
  importer: string | null;
  model: string;
  type: string;
  caliber: string;
  party: { name: string; address: string; fflNumber: string | null };
  orderId: number | null;
}

/** The service refused the entry for good (a 4xx other than 429): retrying will not help. */
export class BoundBookRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BoundBookRefusedError';
  }
}

/** The service could not be reached or asked to wait (5xx, 429, time-out): try again later. */
export class BoundBookUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BoundBookUnavailableError';
  }
}

export interface BoundBook {
  /** `own-record` for the embedded default, else the service's name. */
  readonly name: string;
  /** Submits one disposition; answers the service's id for it (null: nothing was sent). */
  dispose(entry: BoundBookDisposition): Promise<{ externalId: string | null }>;
}

/** The embedded default: the shop's own record is the bound book; nothing is sent anywhere. */
export class OwnRecordOnly implements BoundBook {
  readonly name = 'own-record';

  async dispose(): Promise<{ externalId: null }> {
    return { externalId: null };
  }
}
