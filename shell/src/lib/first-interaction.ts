/**
 * Runs work that is not needed for the first paint (the footer's newsletter signup) once the
 * visitor starts using the page (scroll, pointer, keyboard, touch), or after a grace period for a
 * visitor who just reads. While remotes and their images load, a page is short and its footer
 * looks near, so "near the viewport" alone would load everything at once.
 */
/**
 * What the visitor does, not what the page does: no `focusin`, since the page moves focus itself
 * (the consent prompt takes it when it opens); a keyboard visitor's first Tab is a keydown.
 */
const EVENTS = ['scroll', 'wheel', 'pointermove', 'pointerdown', 'keydown', 'touchstart'] as const;

export const INTERACTION_GRACE_MS = 4000;

/** `graceMs: null` waits for the visitor however long it takes. */
export function afterFirstInteraction(callback: () => void, graceMs: number | null = INTERACTION_GRACE_MS): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    callback();
  };
  const timer = graceMs === null ? undefined : setTimeout(run, graceMs);
  for (const type of EVENTS) window.addEventListener(type, run, { passive: true, capture: true });
  function cancel() {
    clearTimeout(timer);
    for (const type of EVENTS) window.removeEventListener(type, run, { capture: true });
  }
  return () => {
    done = true;
    cancel();
  };
}
