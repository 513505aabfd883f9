/**
 * The limited-edition promotion: a modal with a 'Shop Now' button. Esc or the close button
 * dismisses it; focus moves into it and returns on close; Tab stays inside (the kit's dialog focus).
 * The page behind keeps its scrollbar, as it always had with this modal.
 */
import { useRef } from 'react';
import { createPortal } from 'react-dom';
import type { LimitedEditionPage } from 'shared-contracts';
import { button } from 'shared-kit/buttons';
import { useDialogFocus } from 'shared-kit/dialog';
import { CatalogLink } from '../../shared/ui/CatalogLink';
import { MediaImage } from '../../shared/ui/MediaImage';
import { RichText } from '../../shared/ui/RichText';
import styles from './PromotionModal.module.css';

export function PromotionModal({
  promotion,
  onClose,
}: {
  promotion: LimitedEditionPage['promotion'];
  onClose(): void;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  useDialogFocus(dialog, onClose, { lockScroll: false });

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a backdrop click is a mouse shortcut; Escape and the close button serve the keyboard
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <div className={styles.backdrop} data-boundary="catalog" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={dialog} className={styles.modal} role="dialog" aria-modal="true" aria-labelledby="catalog-promo-title">
        <button type="button" className={styles.close} onClick={onClose} aria-label="Close promotion">
          ✕
        </button>
        <MediaImage media={promotion.image} alt="" className={styles.image} />
        <div className={styles.body}>
          <h2 id="catalog-promo-title" className={styles.title}>
            {promotion.title}
          </h2>
          <RichText content={promotion.content} />
          <CatalogLink to={promotion.url} className={button('primary', { size: 'lg' })} onClick={onClose}>
            Shop Now
          </CatalogLink>
        </div>
      </div>
    </div>,
    document.body,
  );
}
