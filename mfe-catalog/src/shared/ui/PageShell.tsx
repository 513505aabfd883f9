import type { ReactNode } from 'react';
import type { Breadcrumb, Media } from 'shared-contracts';
import { Breadcrumbs } from 'shared-kit';
import { useLocation } from '../location';
import { MediaImage } from './MediaImage';
import styles from './PageShell.module.css';

export interface PageShellProps {
  title: string;
  subtitle?: ReactNode;
  breadcrumbs?: Breadcrumb[];
  /** A dark hero band behind the heading when given. */
  image?: Media | null;
  children?: ReactNode;
  /** Actions beside the heading (e.g. a download button). */
  actions?: ReactNode;
  narrow?: boolean;
}

/** The frame of every content page: breadcrumbs, a heading band, then the page body. */
export function PageShell({ title, subtitle, breadcrumbs, image, children, actions, narrow }: PageShellProps) {
  const { pathname } = useLocation();
  const crumbs =
    breadcrumbs && breadcrumbs.length > 0
      ? breadcrumbs
      : [
          { label: 'Home', url: '/' },
          { label: title, url: pathname },
        ];
  return (
    <article className={styles.page}>
      <header className={`${styles.hero} ${image?.url ? styles.withImage : ''}`}>
        {image?.url && <MediaImage media={image} alt="" priority className={styles.heroImage} />}
        <div className={styles.heroInner}>
          <Breadcrumbs items={crumbs} currentPath={pathname} className={styles.crumbs} />
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <div className={styles.subtitle}>{subtitle}</div>}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      </header>
      <div className={`${styles.body} ${narrow ? styles.narrow : ''}`}>{children}</div>
    </article>
  );
}
