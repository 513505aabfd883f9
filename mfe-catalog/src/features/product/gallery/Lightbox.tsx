/**
 * Full-screen image viewer: arrow keys move; the kit's dialog focus does the rest (Esc closes, Tab
 * stays inside, the page behind does not scroll, focus goes to the close button on open and back to
 * what opened it on close).
 */
import { type KeyboardEvent, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { Media } from 'shared-contracts';
import { useDialogFocus } from 'shared-kit/dialog';
import { MediaImage } from '../../../shared/ui/MediaImage';
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
  const count = images.length;
  const image = images[index];
  useDialogFocus(dialog, onClose);

  const move = (delta: number) => onIndex((index + delta + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      move(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      move(-1);
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
      <button type="button" data-autofocus className={styles.close} onClick={onClose} aria-label="Close image viewer">
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
