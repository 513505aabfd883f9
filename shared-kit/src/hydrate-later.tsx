/**
 * A part of a server-drawn page that Preact hydrates in a task of its own (docs/decisions/0065).
 *
 * Preact hydrates what it is given in one go: the checkout's billing form, a few hundred elements,
 * was one task of 15–20 ms on the bench's host, which Lighthouse's phone model counts four times
 * over. A part wrapped here suspends once while the page hydrates. Preact keeps the server's drawing
 * of it (its one root element) and hydrates it when the wait is over, in the next task
 * (yieldToMain). A part the browser draws itself (a later visit) is not on the page yet, so it
 * renders at once. React needs none of this: it hydrates a server page in slices already
 * (hydrateFirstMount), so under React the part renders as it is.
 */
import { type ReactNode, Suspense, useEffect, useLayoutEffect } from 'react';
import { preactRenders } from './renderer';
import { yieldToMain } from './yield-to-main';

interface HydrateLaterProps {
  /** An element of the part as the server draws it: on the page, it says the part waits to be hydrated. */
  drawnId: string;
  /** Runs once the part is on the page (hydrated, or drawn afresh), e.g. to let the page go live. */
  onOnPage?: () => void;
  /** One root element: Preact keeps a suspended part's drawing by its first element. */
  children: ReactNode;
}

/** The part's elements already live (hydrated, or drawn here), and the waits of those still waiting. */
const adopted = new WeakSet<Element>();
const waits = new WeakMap<Element, Promise<void>>();

function Deferred({ drawnId, children }: { drawnId: string; children: ReactNode }) {
  const drawn = typeof document === 'undefined' ? null : document.getElementById(drawnId);
  if (drawn && !adopted.has(drawn)) {
    let wait = waits.get(drawn);
    if (!wait) {
      wait = yieldToMain().then(() => {
        adopted.add(drawn);
      });
      waits.set(drawn, wait);
    }
    throw wait;
  }
  // The part's elements on the page are its own from now on (drawn here, or hydrated): a later
  // render of the part never waits again.
  useLayoutEffect(() => {
    const element = document.getElementById(drawnId);
    if (element) adopted.add(element);
  });
  return children;
}

function OnPage({ onOnPage, children }: { onOnPage?: () => void; children: ReactNode }) {
  useEffect(() => onOnPage?.(), [onOnPage]);
  return children;
}

export function HydrateLater({ drawnId, onOnPage, children }: HydrateLaterProps) {
  const part = <OnPage onOnPage={onOnPage}>{children}</OnPage>;
  if (!preactRenders) return part;
  return (
    <Suspense fallback={null}>
      <Deferred drawnId={drawnId}>{part}</Deferred>
    </Suspense>
  );
}
