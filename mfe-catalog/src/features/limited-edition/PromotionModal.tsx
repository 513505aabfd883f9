/**
 * The limited-edition promotion: a modal with a 'Shop Now' button. Esc or the close button
 * dismisses it; focus moves into it and returns on close; Tab stays inside.
 */
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { LimitedEditionPage } from 'shared-contracts';
import buttons from '../../components/Button.module.css';
import { CatalogLink } from '../../components/CatalogLink';
import { MediaImage } from '../../components/MediaImage';
import { RichText } from '../../components/RichText';
import styles from './PromotionModal.module.css';

export function PromotionModal({
  promotion,
  onClose,
}: {
  promotion: LimitedEditionPage['promotion'];
  onClose(): void;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    dialog.current?.querySelector<HTMLElement>('a, button')?.focus();
    return () => opener?.focus?.();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = Array.from(dialog.current?.querySelectorAll<HTMLElement>('a[href], button') ?? []);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a backdrop click is a mouse shortcut; Escape and the close button serve the keyboard
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <div className={styles.backdrop} data-boundary="catalog" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={dialog}
        className={styles.modal}
        role="dialog"
        aria-modal="true"
        aria-labelledby="catalog-promo-title"
        onKeyDown={onKeyDown}
      >
        <button type="button" className={styles.close} onClick={onClose} aria-label="Close promotion">
          ✕
        </button>
        <MediaImage media={promotion.image} alt="" className={styles.image} />
        <div className={styles.body}>
          <h2 id="catalog-promo-title" className={styles.title}>
            {promotion.title}
          </h2>
          <RichText content={promotion.content} />
          <CatalogLink to={promotion.url} className={buttons.primary} onClick={onClose}>
            Shop Now
          </CatalogLink>
        </div>
      </div>
    </div>,
    document.body,
  );
}
