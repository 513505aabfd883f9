/**
 * One action of the order detail: runs the call, keeps its outcome in words (the API's message when
 * it fails) for the Notice beside the action, and re-reads the order after a success. The outcome
 * stays after the re-read, even when the action is no longer offered.
 */
import { useState } from 'react';
import { problemText } from '../../shared/api/staff-api';

export interface Outcome {
  tone: 'success' | 'error' | 'info';
  text: string;
}

export type ActionResult<T> = { ok: true; answer: T } | { ok: false; error: unknown };

export function useOrderAction(reload: () => Promise<void>) {
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function run<T>(call: () => Promise<T>, said: (answer: T) => string | Outcome): Promise<ActionResult<T>> {
    setPending(true);
    setOutcome(null);
    try {
      const answer = await call();
      const words = said(answer);
      setOutcome(typeof words === 'string' ? { tone: 'success', text: words } : words);
      await reload();
      return { ok: true, answer };
    } catch (error) {
      setOutcome({ tone: 'error', text: problemText(error) });
      return { ok: false, error };
    } finally {
      setPending(false);
    }
  }

  return { pending, outcome, setOutcome, run };
}

/** The customer's e-mail is sent after the action; say so when it could not be. */
export function mailedOutcome(done: string, mailed: boolean): Outcome {
  return mailed
    ? { tone: 'success', text: `${done} The customer has been e-mailed.` }
    : { tone: 'info', text: `${done} The customer's e-mail could not be sent; the timeline says so.` };
}
