/**
 * One modal at a time across the shop (issue 32 item 11). The shell's consent dialog and a remote's
 * modal (the limited-edition promotion) are drawn by different apps; without a queue both open at
 * once, one on top of the other. A modal asks for its turn; the first in the queue is shown, the
 * others wait until it is released (closed or unmounted). A modal that is showing is never pushed
 * aside; among those waiting, a lower `priority` goes first, then the first to ask.
 *
 * The queue is the shell's modal host (`shell:modal-queue@1`), carried on `window` as a state event
 * of the shared bus, so apps built at different times share it. The shell queues its consent dialog
 * at boot, before any remote's page is mounted, so on a first visit the consent comes first. In a
 * remote opened alone nobody else is queued: its modal shows at once.
 */
import { useEffect } from 'react';
// Through the package name: one bus, the shared singleton's.
import { defineStateEvent } from 'shared-contracts';
import { useStoreSnapshot } from './store-snapshot';

interface Waiting {
  id: string;
  priority: number;
  /** When it asked, to keep the first-come order among equal priorities. */
  asked: number;
}

export interface ModalQueueState {
  /** The modal on screen, or null. */
  showing: string | null;
  waiting: Waiting[];
}

export const modalQueueEvent = defineStateEvent<ModalQueueState>('shell', 'modal-queue');

/** The queue's default priority; the consent dialog asks with a lower one (it comes first). */
export const DEFAULT_MODAL_PRIORITY = 10;

let asked = 0;

function state(): ModalQueueState {
  return modalQueueEvent.current() ?? { showing: null, waiting: [] };
}

/** The first waiting modal takes the screen when nothing shows. */
function withNextShown(next: ModalQueueState): ModalQueueState {
  if (next.showing || next.waiting.length === 0) return next;
  const [first, ...rest] = next.waiting;
  return { showing: (first as Waiting).id, waiting: rest };
}

/** Asks for a turn; asking again while queued or showing changes nothing. */
export function requestModalTurn(id: string, priority = DEFAULT_MODAL_PRIORITY): void {
  const now = state();
  if (now.showing === id || now.waiting.some((entry) => entry.id === id)) return;
  asked += 1;
  const waiting = [...now.waiting, { id, priority, asked }].sort(
    (a, b) => a.priority - b.priority || a.asked - b.asked,
  );
  modalQueueEvent.emit(withNextShown({ showing: now.showing, waiting }));
}

/** Gives the turn back (or leaves the queue): the next modal shows. */
export function releaseModalTurn(id: string): void {
  const now = state();
  if (now.showing !== id && !now.waiting.some((entry) => entry.id === id)) return;
  modalQueueEvent.emit(
    withNextShown({
      showing: now.showing === id ? null : now.showing,
      waiting: now.waiting.filter((entry) => entry.id !== id),
    }),
  );
}

/** Whether `id` has the screen now. */
export function hasModalTurn(id: string): boolean {
  return state().showing === id;
}

/**
 * In a modal's owner: queues `id` while `wanted` and answers whether it may show now. Render the
 * modal only when this is true. The turn is given back when `wanted` turns false or on unmount.
 */
export function useModalTurn(id: string, wanted: boolean, priority = DEFAULT_MODAL_PRIORITY): boolean {
  useEffect(() => {
    if (!wanted) return;
    requestModalTurn(id, priority);
    return () => releaseModalTurn(id);
  }, [id, wanted, priority]);
  const mine = useStoreSnapshot(
    modalQueueEvent.subscribe,
    () => hasModalTurn(id),
    () => false,
  );
  return wanted && mine;
}
