/**
 * Chooses the bound book from settings: DISPOSITION_BOOK=fastbound with FASTBOUND_ACCOUNT,
 * FASTBOUND_API_KEY and FASTBOUND_AUDIT_USER (FASTBOUND_ENDPOINT overrides the URL,
 * FASTBOUND_DISPOSE_TYPE the disposition type, `Sale` by default) mirrors each disposition to
 * FastBound; unset or `own-record`, the shop's own record is the book (the embedded default). A named
 * adapter with missing keys fails at start.
 */
import { type BoundBook, OwnRecordOnly } from './book';
import { FastBoundBook, type FastBoundSettings } from './fastbound';

export type BoundBookSettings = { kind: 'own-record' } | ({ kind: 'fastbound' } & FastBoundSettings);

export function boundBookSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): BoundBookSettings {
  const kind = env.DISPOSITION_BOOK || 'own-record';
  if (kind === 'own-record') return { kind };
  if (kind !== 'fastbound') throw new Error(`DISPOSITION_BOOK must be own-record or fastbound, got "${kind}"`);
  const accountNumber = env.FASTBOUND_ACCOUNT;
  const apiKey = env.FASTBOUND_API_KEY;
  const auditUser = env.FASTBOUND_AUDIT_USER;
  if (!accountNumber || !apiKey || !auditUser) {
    throw new Error('DISPOSITION_BOOK=fastbound needs FASTBOUND_ACCOUNT, FASTBOUND_API_KEY and FASTBOUND_AUDIT_USER');
  }
  return {
    kind,
    accountNumber,
    apiKey,
    auditUser,
    endpoint: env.FASTBOUND_ENDPOINT || undefined,
    disposeType: env.FASTBOUND_DISPOSE_TYPE || undefined,
  };
}

export function createBoundBook(settings: BoundBookSettings): BoundBook {
  if (settings.kind === 'own-record') return new OwnRecordOnly();
  const { kind: _kind, ...fastbound } = settings;
  return new FastBoundBook(fastbound);
}
