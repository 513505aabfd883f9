import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { mediaUrl } from 'shared-contracts';
import { Breadcrumbs } from 'shared-kit';
import styles from './PageHero.module.css';

interface PageHeroProps {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  /** The page's hero image from its content (`imgUrl`), drawn darkened behind the text; decorative. */
  image?: string | null;
}

/**
 * The dark band every dealers page opens with: breadcrumbs, the h1 and what the page is for, over
 * the page's hero image when its content names one.
 */
export function PageHero({ eyebrow, title, intro, image }: PageHeroProps) {
  const { pathname } = useLocation();
  return (
    <header className={styles.hero}>
      {image && <img className={styles.image} src={mediaUrl(image)} alt="" data-testid="dealers-hero-image" />}
      <div className={styles.inner}>
        <Breadcrumbs
          className={styles.crumbs}
          currentPath={pathname}
          items={[
            { label: 'Home', url: '/' },
            { label: title, url: pathname },
          ]}
        />
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 className={styles.title}>{title}</h1>
        <div className={styles.intro}>{intro}</div>
      </div>
    </header>
  );
}
