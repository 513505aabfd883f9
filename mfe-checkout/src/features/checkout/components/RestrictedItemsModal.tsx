/**
 * The Restricted Items modal (000, sections 4 and 8): lists the items the address blocks and offers
 * Remove Items, Update Address and the support e-mail address.
 */
import { useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { BRAND, type CartItem, formatUSD, mediaUrl } from 'shared-contracts';
import { button } from 'shared-kit/buttons';
import { useDialogFocus } from 'shared-kit/dialog';
import type { LineRefusals } from '../compliance/compliance-api';
import { LineRefusalList } from '../compliance/LineRefusalList';
import styles from './RestrictedItemsModal.module.css';

export const RESTRICTED_MODAL_TEXT =
  'You have restricted items in your cart. Either remove them or edit your address to continue.';

interface RestrictedItemsModalProps {
  items: CartItem[];
  /** Why each line is refused (the compliance rules' reasons and sources), by line id. */
  reasons?: LineRefusals;
  onRemoveItems: () => Promise<void>;
  onUpdateAddress: () => void;
}

export function RestrictedItemsModal({ items, reasons, onRemoveItems, onUpdateAddress }: RestrictedItemsModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const [removing, setRemoving] = useState(false);
  useDialogFocus(panelRef, onUpdateAddress);

  const remove = async () => {
    setRemoving(true);
    try {
      await onRemoveItems();
    } finally {
      setRemoving(false);
    }
  };

  // Rendered at the end of <body>: the route's container must not trap the modal under the shell's header.
  return createPortal(
    <div className={styles.layer} data-boundary="checkout">
      <div className={styles.backdrop} aria-hidden="true" />
      <div
        ref={panelRef}
        className={styles.dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="restricted-title"
        aria-describedby="restricted-text"
        tabIndex={-1}
      >
        <div className={styles.icon} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28">
            <path d="M12 3l10 18H2L12 3z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
            <path d="M12 10v5M12 17.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </div>
        <h2 id="restricted-title" className={styles.title}>
          Restricted Items
        </h2>
        <p id="restricted-text" className={styles.text}>
          {RESTRICTED_MODAL_TEXT}
        </p>
        <ul className={styles.items} aria-label="Restricted items">
          {items.map((item) => (
            <li key={item.id} className={styles.item}>
              {item.imageUrl ? (
                <img src={mediaUrl(item.imageUrl)} alt="" width={56} height={56} />
              ) : (
                <span className={styles.noImage} />
              )}
              <span className={styles.itemText}>
                <span className={styles.itemName}>{item.productName}</span>
                <LineRefusalList refusals={reasons?.get(String(item.id))} />
              </span>
              <span className={styles.itemPrice}>
                {item.quantity} × {formatUSD(item.productPrice)}
              </span>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <button
            type="button"
            className={button('primary', { size: 'xl' })}
            onClick={remove}
            disabled={removing}
            aria-busy={removing}
          >
            {removing ? 'Removing…' : 'Remove Items'}
          </button>
          <button
            type="button"
            className={button('secondary', { size: 'xl' })}
            onClick={onUpdateAddress}
            disabled={removing}
          >
            Update Address
          </button>
        </div>
        <p className={styles.support}>
          Questions about shipping restrictions? Write to{' '}
          <a href={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</a>.
        </p>
      </div>
    </div>,
    document.body,
  );
}
