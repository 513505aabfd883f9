import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type ReactNode, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type DialogFocusOptions, focusableIn, useDialogFocus } from '../src/dialog';

afterEach(cleanup);

function Dialog({
  onClose,
  options,
  children,
}: {
  onClose: () => void;
  options?: DialogFocusOptions;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useDialogFocus(ref, onClose, options);
  return (
    <div ref={ref} role="dialog" aria-label="Test dialog" tabIndex={-1}>
      {children}
    </div>
  );
}

/** An opener button outside, and the dialog while open. */
function Page({ options, children }: { options?: DialogFocusOptions; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog onClose={() => setOpen(false)} options={options}>
          {children}
        </Dialog>
      )}
    </>
  );
}

/** Like the analytics consent modal: no Escape, no scroll lock. */
function Consent({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useDialogFocus(ref, onClose, { closeOnEscape: false, lockScroll: false });
  return (
    <div ref={ref}>
      <button type="button">Accept</button>
    </div>
  );
}

const three = (
  <>
    <button type="button">First</button>
    <a href="/x">Middle</a>
    <button type="button">Last</button>
  </>
);

function open(children: ReactNode = three, options?: DialogFocusOptions) {
  render(<Page options={options}>{children}</Page>);
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

const key = (name: string, shiftKey = false) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key: name, shiftKey });

describe('useDialogFocus', () => {
  it('moves focus in, keeps Tab inside, closes on Escape and gives focus back', () => {
    const opener = open();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
    key('Tab', true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Last' }));
    key('Tab');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
    key('Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('locks the page scroll while open and restores it', () => {
    document.body.style.overflow = 'scroll';
    open();
    expect(document.body.style.overflow).toBe('hidden');
    key('Escape');
    expect(document.body.style.overflow).toBe('scroll');
    document.body.style.overflow = '';
  });

  it('starts on the element marked data-autofocus', () => {
    open(
      <>
        <button type="button">First</button>
        <button type="button" data-autofocus>
          Accept
        </button>
      </>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Accept' }));
  });

  it('focuses the panel itself when it holds no control, and Tab stays there', () => {
    open(<p>Nothing to press</p>);
    const panel = screen.getByRole('dialog');
    expect(document.activeElement).toBe(panel);
    key('Tab');
    expect(document.activeElement).toBe(panel);
  });

  it('leaves Escape and the scroll alone when asked to (a dialog that needs an answer)', () => {
    const onClose = vi.fn();
    render(<Consent onClose={onClose} />);
    key('Escape');
    expect(onClose).not.toHaveBeenCalled();
    expect(document.body.style.overflow).toBe('');
  });

  it('keeps the dialog’s Escape from reaching the page behind it', () => {
    const behind = vi.fn();
    document.addEventListener('keydown', behind);
    open();
    key('Escape');
    expect(behind).not.toHaveBeenCalled();
    document.removeEventListener('keydown', behind);
  });
});

describe('useDialogFocus from the first frame', () => {
  it('takes focus and Escape as soon as the dialog is in the page, before any later effect runs', () => {
    // Rendered and committed synchronously, outside act: what runs after the browser paints (a
    // passive effect) has not run yet. A shopper's Escape as a drawer appears must still close it.
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const onClose = vi.fn();
    flushSync(() => root.render(<Dialog onClose={onClose}>{three}</Dialog>));
    expect(document.activeElement?.textContent).toBe('First');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    flushSync(() => root.unmount());
    container.remove();
  });
});

describe('focusableIn', () => {
  it('lists what Tab can reach, without disabled, hidden or inert parts', () => {
    document.body.innerHTML = `
      <div id="root">
        <button>one</button>
        <button disabled>off</button>
        <input type="hidden" />
        <input id="two" />
        <ul hidden><li><a href="/a">in a hidden list</a></li></ul>
        <div inert><button>inert</button></div>
        <span tabindex="0">three</span>
        <span tabindex="-1">skipped</span>
        <a href="/suggestion" tabindex="-1">suggestion reached by the arrow keys</a>
      </div>`;
    const root = document.getElementById('root') as HTMLElement;
    expect(focusableIn(root).map((el) => el.textContent || el.id)).toEqual(['one', 'two', 'three']);
    document.body.innerHTML = '';
  });
});
