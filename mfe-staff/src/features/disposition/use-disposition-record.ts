/** Reads the disposition record (one serial, or all), and again after a correction. */
import { useCallback, useEffect, useState } from 'react';
import { problemText } from '../../shared/api/staff-api';
import { type DispositionEntry, fetchDispositionRecord } from './disposition-api';

export type RecordState =
  | { status: 'loading'; previous: DispositionEntry[] | null }
  | { status: 'ready'; entries: DispositionEntry[] }
  | { status: 'failed'; message: string };

export function useDispositionRecord(serial: string): { state: RecordState; reload: () => void } {
  const [state, setState] = useState<RecordState>({ status: 'loading', previous: null });
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: round asks for a new read
  useEffect(() => {
    let live = true;
    setState((before) => ({ status: 'loading', previous: before.status === 'ready' ? before.entries : null }));
    fetchDispositionRecord(serial || undefined).then(
      ({ entries }) => live && setState({ status: 'ready', entries }),
      (error) => live && setState({ status: 'failed', message: problemText(error) }),
    );
    return () => {
      live = false;
    };
  }, [serial, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { state, reload };
}
