/**
 * The 'Your Cart' drawer: a modal slide-in panel listing the cart with quantity fields and the
 * summary. It closes on Escape, on the backdrop, on its close button and on every route change.
 */
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { analytics, cartItemCount } from 'shared-contracts';
import { button } from 'shared-kit/buttons';
import { useDialogFocus } from 'shared-kit/dialog';
import { analyticsItems } from '../../../shared/analytics';
import { cartAtom, cartLoadedAtom, drawerOpenAtom, setDrawerOpen } from '../../../shared/cart-store';
import { navigate, ROUTING_EVENT } from '../../../shared/location';
import styles from './CartDrawer.module.css';
import { CartLine } from './CartLine';
import { CartSummary } from './CartSummary';

export const EMPTY_CART_TEXT = 'There are no products in the cart';

function DrawerPanel({ onClose }: { onClose: () => void }) {
  const cart = useAtomValue(cartAtom);
  const loaded = useAtomValue(cartLoadedAtom);
  const panelRef = useRef<HTMLDivElement>(null);
  const [pending, setPending] = useState(0);
  useDialogFocus(panelRef, onClose);

  const track = (task: Promise<unknown>) => {
    setPending((count) => count + 1);
    // Failures were already reported by the shared error handler; the cart stays as it was.
    task.catch(() => undefined).finally(() => setPending((count) => count - 1));
  };

  const checkout = () => {
    analytics.emit({ name: 'begin_checkout', currency: 'USD', value: cart.subTotal, items: analyticsItems(cart) });
    onClose();
    if (window.location.pathname !== '/checkout') navigate('/checkout');
  };

  const count = cartItemCount(cart);
  return (
    <div className={styles.layer} data-boundary="checkout">
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="cart-drawer-title"
        tabIndex={-1}
      >
        <header className={styles.header}>
          <h2 id="cart-drawer-title" className={styles.title}>
            Your Cart
            {count > 0 && <span className={styles.count}>{count === 1 ? '1 item' : `${count} items`}</span>}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Close cart">
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        </header>

        {cart.items.length === 0 ? (
          <div className={styles.empty}>
            <p>{loaded ? EMPTY_CART_TEXT : 'Loading your cart…'}</p>
            <button type="button" className={button('secondary', { size: 'xl' })} onClick={onClose}>
              Continue shopping
            </button>
          </div>
        ) : (
          <>
            <ul className={styles.lines} aria-label="Items in your cart" aria-busy={pending > 0}>
              {cart.items.map((item) => (
                <CartLine key={item.id} item={item} busy={pending > 0} onBusy={track} />
              ))}
            </ul>
            <footer className={styles.footer}>
              <CartSummary cart={cart} />
              <button
                type="button"
                className={button('primary', { size: 'xl', block: true })}
                onClick={checkout}
                disabled={pending > 0}
              >
                Checkout
              </button>
            </footer>
          </>
        )}
      </div>
    </div>
  );
}

export default function CartDrawer() {
  const open = useAtomValue(drawerOpenAtom);
  const close = useCallback(() => setDrawerOpen(false), []);

  useEffect(() => {
    if (!open) return;
    window.addEventListener(ROUTING_EVENT, close);
    return () => window.removeEventListener(ROUTING_EVENT, close);
  }, [open, close]);

  return open ? <DrawerPanel onClose={close} /> : null;
}
