import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Breadcrumbs } from 'shared-contracts';
import styles from './PageHero.module.css';

interface PageHeroProps {
  eyebrow: string;
  title: string;
  intro: ReactNode;
}

/** The dark band every dealers page opens with: breadcrumbs, the h1 and what the page is for. */
export function PageHero({ eyebrow, title, intro }: PageHeroProps) {
  const { pathname } = useLocation();
  return (
    <header className={styles.hero}>
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
