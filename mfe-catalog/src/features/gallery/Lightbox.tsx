/**
 * Full-screen image viewer: Esc closes, arrow keys move, Tab stays inside; focus goes to the
 * viewer on open and back to what opened it on close.
 */
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { Media } from 'shared-contracts';
import { MediaImage } from '../../components/MediaImage';
import styles from './Lightbox.module.css';

export function Lightbox({
  images,
  index,
  onIndex,
  onClose,
  title,
}: {
  images: Media[];
  index: number;
  onIndex(index: number): void;
  onClose(): void;
  title: string;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const count = images.length;
  const image = images[index];

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, []);

  const move = (delta: number) => onIndex((index + delta + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      move(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      move(-1);
    } else if (event.key === 'Tab') {
      const focusable = dialog.current?.querySelectorAll<HTMLElement>('button:not([disabled])');
      if (!focusable || focusable.length === 0) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  if (!image) return null;
  return createPortal(
    <div
      ref={dialog}
      className={styles.backdrop}
      role="dialog"
      aria-modal="true"
      aria-label={`${title}: image ${index + 1} of ${count}`}
      data-boundary="catalog"
      onKeyDown={onKeyDown}
      onClick={(e) => e.target === e.currentTarget && onClose()}
    >
      <button
        ref={closeButton}
        type="button"
        className={styles.close}
        onClick={onClose}
        aria-label="Close image viewer"
      >
        ✕
      </button>
      <figure className={styles.figure}>
        <MediaImage media={image} className={styles.image} priority />
        <figcaption className={styles.caption}>
          {image.alternativeText}{' '}
          <span className={styles.counter}>
            {index + 1} / {count}
          </span>
        </figcaption>
      </figure>
      {count > 1 && (
        <>
          <button
            type="button"
            className={`${styles.nav} ${styles.prev}`}
            onClick={() => move(-1)}
            aria-label="Previous image"
          >
            ←
          </button>
          <button
            type="button"
            className={`${styles.nav} ${styles.next}`}
            onClick={() => move(1)}
            aria-label="Next image"
          >
            →
          </button>
        </>
      )}
    </div>,
    document.body,
  );
}
