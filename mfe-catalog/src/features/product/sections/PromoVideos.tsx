import { useState } from 'react';
import { mediaUrl, type PromoVideos as PromoVideosValue } from 'shared-contracts';
import { CatalogLink } from '../../../shared/ui/CatalogLink';
import { MediaImage } from '../../../shared/ui/MediaImage';
import { Section } from './Section';
import styles from './sections.module.css';

const isVideoFile = (url: string) => /\.(mp4|webm|ogg|mov)(\?|$)/i.test(url);
const isInSite = (url: string) => url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/media/');

/** Promo film cards: a playable file plays in place; otherwise the card links to its page. */
export function PromoVideos({ promo }: { promo: PromoVideosValue }) {
  const [playing, setPlaying] = useState<string | null>(null);
  return (
    <Section title={promo.title} accent={promo.accent_title} tone="dark" id="promo-videos">
      <ul className={styles.videos}>
        {promo.promo_video_cards.map((card) => {
          const inner = (
            <>
              <MediaImage media={card.image} alt="" className={styles.videoImage} />
              <span className={styles.play} aria-hidden="true">
                ▶
              </span>
              <span className={styles.videoTitle}>{card.title}</span>
            </>
          );
          return (
            <li key={card.video_url + card.title} className={styles.video}>
              {playing === card.video_url ? (
                // biome-ignore lint/a11y/useMediaCaption: the seeded films are music only; content carries no caption files yet
                <video
                  className={styles.player}
                  src={mediaUrl(card.video_url)}
                  controls
                  autoPlay
                  aria-label={card.title}
                />
              ) : isVideoFile(card.video_url) ? (
                <button
                  type="button"
                  className={styles.videoLink}
                  onClick={() => setPlaying(card.video_url)}
                  aria-label={`Play: ${card.title}`}
                >
                  {inner}
                </button>
              ) : isInSite(card.video_url) ? (
                <CatalogLink to={card.video_url} className={styles.videoLink}>
                  {inner}
                </CatalogLink>
              ) : (
                <a href={mediaUrl(card.video_url)} className={styles.videoLink} target="_blank" rel="noreferrer">
                  {inner}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
