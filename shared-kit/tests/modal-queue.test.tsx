/**
 * The shop's modal queue (kit/modal-queue): one modal on screen at a time, the consent dialog
 * (lower priority number) first when it is queued before a page's modal, an open modal never pushed
 * aside, and the next one shown when the turn is given back.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { modalQueueEvent, releaseModalTurn, requestModalTurn, useModalTurn } from '../src/modal-queue';

function forgetQueue() {
  (window as Window & { __shopEventState?: Map<string, unknown> }).__shopEventState?.delete(modalQueueEvent.type);
}

afterEach(() => {
  cleanup();
  forgetQueue();
});

function Modal({ id, priority }: { id: string; priority?: number }) {
  const [open, setOpen] = useState(true);
  const turn = useModalTurn(id, open, priority);
  if (!turn) return null;
  return (
    <div role="dialog" aria-label={id}>
      <button type="button" onClick={() => setOpen(false)}>
        close {id}
      </button>
    </div>
  );
}

describe('the modal queue', () => {
  it('shows the consent first when it was queued at boot, then the page’s promotion once it is answered', () => {
    requestModalTurn('shell:consent', 0);
    render(
      <>
        <Modal id="catalog:promotion" />
        <Modal id="shell:consent" priority={0} />
      </>,
    );
    expect(screen.getAllByRole('dialog').map((d) => d.getAttribute('aria-label'))).toEqual(['shell:consent']);
    act(() => screen.getByRole('button', { name: 'close shell:consent' }).click());
    expect(screen.getAllByRole('dialog').map((d) => d.getAttribute('aria-label'))).toEqual(['catalog:promotion']);
  });

  it('never pushes an open modal aside, and puts a lower priority number ahead of those waiting', () => {
    render(<Modal id="catalog:promotion" />);
    expect(screen.getByRole('dialog', { name: 'catalog:promotion' })).toBeTruthy();
    act(() => requestModalTurn('checkout:notice'));
    act(() => requestModalTurn('shell:consent', 0));
    expect(modalQueueEvent.current()).toMatchObject({
      showing: 'catalog:promotion',
      waiting: [{ id: 'shell:consent' }, { id: 'checkout:notice' }],
    });
    act(() => screen.getByRole('button', { name: 'close catalog:promotion' }).click());
    expect(modalQueueEvent.current()?.showing).toBe('shell:consent');
  });

  it('gives the turn back when the modal unmounts, and leaving the queue while waiting is allowed', () => {
    const { unmount } = render(<Modal id="a" />);
    act(() => requestModalTurn('b'));
    act(() => requestModalTurn('c'));
    act(() => releaseModalTurn('b'));
    unmount();
    expect(modalQueueEvent.current()).toEqual({ showing: 'c', waiting: [] });
  });
});
