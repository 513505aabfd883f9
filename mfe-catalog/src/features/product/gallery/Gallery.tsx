/**
 * Product imagery: a large stage plus the image ribbon (slides 250 px wide; the number that fits
 * is re-measured 250 ms after the window stops resizing). Any image opens the lightbox, whose code
 * is its own chunk: asked for when the pointer or focus comes to an image, so it is there by the
 * click, and kept out of the product page's first load.
 */
import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import type { Media } from 'shared-contracts';
import { MediaImage } from '../../../shared/ui/MediaImage';
import styles from './Gallery.module.css';
import { clampStart, RESIZE_DEBOUNCE_MS, SLIDE_WIDTH, visibleSlides } from './ribbon';

const loadLightbox = () => import('./Lightbox');
const Lightbox = lazy(() => loadLightbox().then(({ Lightbox }) => ({ default: Lightbox })));
/**
 * On every button that opens the lightbox: its code is asked for before the click. A load that fails
 * here is not reported (no unhandled rejection): the click asks again, and its failure is the one shown.
 */
const askForLightbox = () => void loadLightbox().catch(() => {});
const warmLightbox = { onPointerEnter: askForLightbox, onFocus: askForLightbox };

function useDebouncedWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const measure = () => setWidth(ref.current?.clientWidth ?? 0);
    measure();
    let timer: number | undefined;
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(measure, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      window.clearTimeout(timer);
    };
  }, [ref]);
  return width;
}

export function Gallery({ images, title }: { images: Media[]; title: string }) {
  const [current, setCurrent] = useState(0);
  const [start, setStart] = useState(0);
  const [lightbox, setLightbox] = useState<number | null>(null);
  const ribbon = useRef<HTMLDivElement>(null);
  const width = useDebouncedWidth(ribbon);
  const visible = visibleSlides(width);
  const first = clampStart(start, images.length, visible);
  const stage = images[Math.min(current, images.length - 1)];

  // A new sku brings new images: show its lead image.
  const signature = images.map((i) => i.url).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets whenever the image set changes
  useEffect(() => {
    setCurrent(0);
    setStart(0);
  }, [signature]);

  if (!stage) return null;
  return (
    <div className={styles.gallery}>
      <button
        type="button"
        className={styles.stage}
        onClick={() => setLightbox(current)}
        {...warmLightbox}
        aria-label={`Enlarge image: ${stage.alternativeText || title}`}
      >
        <MediaImage media={stage} priority className={styles.stageImage} alt={stage.alternativeText || title} />
        <span className={styles.zoom} aria-hidden="true">
          ⤢
        </span>
      </button>

      {images.length > 1 && (
        <div className={styles.ribbonWrap}>
          <div className={styles.ribbon} ref={ribbon}>
            <ul
              className={styles.track}
              aria-label={`${title} images`}
              style={{ transform: `translateX(-${first * SLIDE_WIDTH}px)` }}
            >
              {images.map((image, i) => (
                <li key={`${image.url}-${i}`} className={styles.slide} style={{ width: SLIDE_WIDTH }}>
                  <button
                    type="button"
                    className={`${styles.thumb} ${i === current ? styles.thumbActive : ''}`}
                    aria-label={`Show image ${i + 1} of ${images.length}`}
                    aria-current={i === current ? 'true' : undefined}
                    tabIndex={i >= first && i < first + visible ? 0 : -1}
                    onClick={() => setCurrent(i)}
                    onDoubleClick={() => setLightbox(i)}
                    {...warmLightbox}
                  >
                    <MediaImage media={image} alt="" className={styles.thumbImage} />
                  </button>
                </li>
              ))}
            </ul>
          </div>
          {images.length > visible && (
            <div className={styles.ribbonNav}>
              <button
                type="button"
                onClick={() => setStart(first - visible)}
                disabled={first === 0}
                aria-label="Previous images"
              >
                ←
              </button>
              <button
                type="button"
                onClick={() => setStart(first + visible)}
                disabled={first + visible >= images.length}
                aria-label="More images"
              >
                →
              </button>
            </div>
          )}
        </div>
      )}

      {lightbox !== null && (
        <Suspense fallback={null}>
          <Lightbox
            images={images}
            index={lightbox}
            onIndex={setLightbox}
            onClose={() => setLightbox(null)}
            title={title}
          />
        </Suspense>
      )}
    </div>
  );
}
