/** Reads every staff account (GET /staff/staff), and again after an invitation or a change. */
import { useCallback, useEffect, useState } from 'react';
import { problemText } from '../../shared/api/staff-api';
import { listStaff, type StaffMember } from './team-api';

export type StaffListState =
  | { status: 'loading' }
  | { status: 'ready'; staff: StaffMember[] }
  | { status: 'failed'; message: string };

export function useStaffList(): { state: StaffListState; reload: () => void } {
  const [state, setState] = useState<StaffListState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: round asks for a new read
  useEffect(() => {
    let live = true;
    listStaff().then(
      ({ staff }) => live && setState({ status: 'ready', staff }),
      (error) => live && setState({ status: 'failed', message: problemText(error) }),
    );
    return () => {
      live = false;
    };
  }, [round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { state, reload };
}
