/**
 * What makes a panel behave as a modal dialog (drawer, modal, lightbox, mobile menu): focus moves
 * into it, Tab and Shift+Tab stay inside it, Escape closes it, the page behind does not scroll, and
 * focus returns to where it was on close.
 */
import { type RefObject, useLayoutEffect, useRef } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/**
 * The controls Tab can reach inside `root`, in document order: hidden or inert parts are left out,
 * and so is anything taken out of the tab order with tabindex="-1" (a suggestion list's links, which
 * the arrow keys move through).
 */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.getAttribute('tabindex') !== '-1' && !element.closest('[hidden], [inert]'),
  );
}

export interface DialogFocusOptions {
  /**
   * Escape calls `onClose` (default true). Off for a dialog that needs an answer (the analytics
   * consent modal), where Escape does nothing.
   */
  closeOnEscape?: boolean;
  /** The page behind does not scroll while the dialog is open (default true). */
  lockScroll?: boolean;
}

/**
 * Call in the component that renders the panel, with a ref on it; the behaviour lasts as long as the
 * component is mounted. Not in a child of the panel: a child's layout effect runs before its
 * parent's ref is set, and the dialog would take neither focus nor Escape. The first focus goes to the element marked `data-autofocus`, else to the
 * first control, else to the panel itself (give it `tabIndex={-1}`).
 */
export function useDialogFocus(
  ref: RefObject<HTMLElement | null>,
  onClose: () => void,
  { closeOnEscape = true, lockScroll = true }: DialogFocusOptions = {},
): void {
  // The latest onClose without re-running the effect (which would move focus again) when a parent
  // passes a new function on every render.
  const close = useRef(onClose);
  close.current = onClose;

  // A layout effect: focus, Tab and Escape hold from the frame the dialog first appears in. A passive
  // effect runs after that frame is painted (Preact waits for the next animation frame), and an
  // Escape pressed as a drawer slides in was lost, leaving it open.
  useLayoutEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    const before = document.activeElement as HTMLElement | null;
    const first = panel.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(panel)[0];
    (first ?? panel).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        if (!closeOnEscape) return;
        // The dialog on top takes the Escape; whatever is behind it (a menu, the page) must not.
        event.stopPropagation();
        event.preventDefault();
        close.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(panel);
      if (items.length === 0) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const firstItem = items[0] as HTMLElement;
      const lastItem = items[items.length - 1] as HTMLElement;
      const active = document.activeElement;
      if (event.shiftKey && (active === firstItem || !panel.contains(active))) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (active === lastItem || !panel.contains(active))) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    // Capture phase: the dialog sees the key before handlers inside the page behind it.
    document.addEventListener('keydown', onKeyDown, true);
    const overflow = document.body.style.overflow;
    if (lockScroll) document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      if (lockScroll) document.body.style.overflow = overflow;
      if (before?.isConnected) before.focus();
    };
  }, [ref, closeOnEscape, lockScroll]);
}
