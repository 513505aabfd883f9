import { isInSiteUrl } from 'shared-contracts';
import { CatalogLink } from '../../components/CatalogLink';
import { MediaImage } from '../../components/MediaImage';
import { PageLoading } from '../../components/PageLoading';
import { PageShell } from '../../components/PageShell';
import styles from './ContentPages.module.css';
import { useContentPage } from './useContentPage';

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
