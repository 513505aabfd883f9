import { isInSiteUrl } from 'shared-kit';
import { CatalogLink } from '../../shared/ui/CatalogLink';
import { MediaImage } from '../../shared/ui/MediaImage';
import { PageLoading } from '../../shared/ui/PageLoading';
import { PageShell } from '../../shared/ui/PageShell';
import styles from './content-pages.module.css';
import { useContentPage } from './use-content-page';

/** Support: heading, subheading and clickable navigation cards. */
export default function SupportPage() {
  const { loading, page } = useContentPage('support', 'Support');
  if (loading) return <PageLoading />;
  return (
    <PageShell
      title={page?.heading || 'Support'}
      subtitle={page?.subheading}
      breadcrumbs={page?.breadcrumbs}
      image={page?.heading_image}
    >
      <ul className={styles.cards}>
        {(page?.cards ?? []).map((card) => {
          const body = (
            <>
              <MediaImage media={card.image} alt="" className={styles.cardImage} />
              <span className={styles.cardText}>
                <span className={styles.cardTitle}>{card.title}</span>
                <span className={styles.cardSubtitle}>{card.subtitle}</span>
              </span>
              <span className={styles.cardArrow} aria-hidden="true">
                →
              </span>
            </>
          );
          return (
            <li key={card.title}>
              {isInSiteUrl(card.link) && card.link.startsWith('/') ? (
                <CatalogLink to={card.link} className={styles.card}>
                  {body}
                </CatalogLink>
              ) : (
                <a href={card.link} className={styles.card}>
                  {body}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </PageShell>
  );
}
