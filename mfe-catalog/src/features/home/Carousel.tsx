/**
 * The home carousel (spec 001 §2, §9): loops, auto-advances every 5 s, previous/next arrows,
 * indicator dots, each slide a link. It pauses while hovered or focused, when the visitor asks
 * for reduced motion, or with the pause button (so moving content can always be stopped).
 * The first slide's image is the page's largest paint: the other slides ask for theirs only once
 * it has arrived (or when they are shown), so they never share the connection with it.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { type CarouselCard, LIMITS } from 'shared-contracts';
import { CatalogLink } from '../../shared/ui/CatalogLink';
import { MediaImage } from '../../shared/ui/MediaImage';
import styles from './Carousel.module.css';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

export function Carousel({ slides, label = 'Featured' }: { slides: CarouselCard[]; label?: string }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [firstImageDone, setFirstImageDone] = useState(false);
  const onFirstImage = useCallback(() => setFirstImageDone(true), []);
  const reducedMotion = usePrefersReducedMotion();
  const id = useId();
  const count = slides.length;
  const paused = hovered || focused || stopped || reducedMotion;

  const go = useCallback((to: number) => setIndex(((to % count) + count) % count), [count]);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setTimeout(() => go(index + 1), LIMITS.carouselAutoAdvanceMs);
    return () => window.clearTimeout(timer);
  }, [index, paused, count, go]);

  if (count === 0) return null;

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={styles.viewport} id={`${id}-slides`} aria-live={paused ? 'polite' : 'off'}>
        {slides.map((slide, i) => {
          const active = i === index;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern marks slides as groups
            <div
              key={`${slide.url}-${i}`}
              className={`${styles.slide} ${active ? styles.active : ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={!active}
              inert={!active}
              data-active={active || undefined}
            >
              <CatalogLink to={slide.url} className={styles.slideLink}>
                {i === 0 ? (
                  <MediaImage
                    media={slide.image}
                    alt=""
                    priority
                    className={styles.image}
                    onLoad={onFirstImage}
                    onError={onFirstImage}
                  />
                ) : (
                  (firstImageDone || active) && <MediaImage media={slide.image} alt="" className={styles.image} />
                )}
                <span className={styles.copy}>
                  <span className={styles.title}>{slide.title}</span>
                  {slide.subtitle && <span className={styles.lead}>{slide.subtitle}</span>}
                  <span className={styles.cta}>
                    {slide.cta_label || 'Shop now'}
                    <span aria-hidden="true">→</span>
                  </span>
                </span>
              </CatalogLink>
            </div>
          );
        })}
      </div>

      {count > 1 && (
        <div className={styles.controls}>
          <div className={styles.dots}>
            {slides.map((slide, i) => (
              <button
                key={`dot-${i}`}
                type="button"
                className={`${styles.dot} ${i === index ? styles.dotActive : ''}`}
                aria-label={`Go to slide ${i + 1}: ${slide.title}`}
                aria-current={i === index ? 'true' : undefined}
                aria-controls={`${id}-slides`}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <div className={styles.arrows}>
            <button
              type="button"
              className={styles.arrow}
              aria-label={stopped ? 'Play slideshow' : 'Pause slideshow'}
              onClick={() => setStopped((s) => !s)}
            >
              <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
            </button>
            <button
              type="button"
              className={styles.arrow}
              aria-label="Previous slide"
              aria-controls={`${id}-slides`}
              onClick={() => go(index - 1)}
            >
              <span aria-hidden="true">←</span>
            </button>
            <button
              type="button"
              className={styles.arrow}
              aria-label="Next slide"
              aria-controls={`${id}-slides`}
              onClick={() => go(index + 1)}
            >
              <span aria-hidden="true">→</span>
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
