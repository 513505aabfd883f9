/**
 * Analytics consent (000 sections 4 and 9): unknown (the modal shows), then accepted or declined,
 * stored in local storage with a millisecond timestamp under CONSENT_KEY.
 */
import { CONSENT_KEY } from 'shared-contracts';
import { createStore } from '../lib/store';

export type ConsentValue = 'accepted' | 'declined';

export interface StoredConsent {
  value: ConsentValue;
  /** When the visitor answered (ms timestamp). */
  at: number;
}

function isStoredConsent(value: unknown): value is StoredConsent {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<StoredConsent>;
  return (candidate.value === 'accepted' || candidate.value === 'declined') && typeof candidate.at === 'number';
}

/** The stored answer, or null when the visitor has not answered (or the value is unreadable). */
export function readConsent(): StoredConsent | null {
  try {
    const raw = window.localStorage.getItem(CONSENT_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isStoredConsent(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The answer as the page knows it now; the modal and the analytics forwarder both watch it. */
export const consent = createStore<StoredConsent | null>(null);

export function loadConsent(): StoredConsent | null {
  const stored = readConsent();
  consent.set(stored);
  return stored;
}

export function answerConsent(value: ConsentValue, now = Date.now()): StoredConsent {
  const answer: StoredConsent = { value, at: now };
  try {
    window.localStorage.setItem(CONSENT_KEY, JSON.stringify(answer));
  } catch {
    // Storage blocked: the answer holds for this page only, which is the most we can do.
  }
  consent.set(answer);
  return answer;
}
