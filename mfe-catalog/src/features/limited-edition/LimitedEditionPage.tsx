/**
 * `/limited-edition`: banner title, the current feature (Buy Now when it has a url), the
 * 'Stay Informed' newsletter signup, 'Past Limited Editions' in rows of three cards, and the
 * promotion modal (shown once per session, and on demand).
 *
 * The signup is the account remote's (one owner per widget): mounted through the shell's fragment
 * host as `account/newsletter-signup`, never imported.
 */
import { useEffect, useState } from 'react';
import { isInSiteUrl } from 'shared-kit';
import { button } from 'shared-kit/buttons';
import { FragmentSlot } from 'shared-kit/fragment-slot';
import { useModalTurn } from 'shared-kit/modal-queue';
import { usePage } from '../../shared/content/pages';
import { useDocumentMeta } from '../../shared/content/use-document-meta';
import { CatalogLink } from '../../shared/ui/CatalogLink';
import { MediaImage } from '../../shared/ui/MediaImage';
import { PageLoading } from '../../shared/ui/PageLoading';
import { RichText } from '../../shared/ui/RichText';
import styles from './LimitedEditionPage.module.css';
import { PromotionModal } from './PromotionModal';

const PROMO_SEEN_KEY = 'catalog:limited-edition-promo-seen';
const PROMO_MODAL_ID = 'catalog:limited-edition-promotion';

/** What this page asks of `account/newsletter-signup` (its props: mfe-account/src/fragments/NewsletterSignup.tsx). */
interface NewsletterSignupProps {
  variant: 'page';
  heading: string;
  lead: string;
  tone: 'light' | 'dark';
}

const NEWSLETTER_SIGNUP_ID = 'account/newsletter-signup';

/** A band of its own between the current edition and the past ones, light text on a dark band. */
const NEWSLETTER_SIGNUP_PROPS: NewsletterSignupProps = {
  variant: 'page',
  heading: 'Stay Informed',
  lead: 'Be the first to hear when the next limited edition opens.',
  tone: 'dark',
};

export default function LimitedEditionPage() {
  const resource = usePage('limitededition');
  const page = resource.status === 'ready' ? resource.value : null;
  const [promoOpen, setPromoOpen] = useState(false);
  const promoTurn = useModalTurn(PROMO_MODAL_ID, promoOpen && Boolean(page?.promotion));
  useDocumentMeta(page?.meta_data.meta_title || 'Limited Edition', page?.meta_data.meta_description);

  useEffect(() => {
    if (!page?.promotion) return;
    try {
      if (sessionStorage.getItem(PROMO_SEEN_KEY)) return;
      sessionStorage.setItem(PROMO_SEEN_KEY, '1');
    } catch {
      return;
    }
    setPromoOpen(true);
  }, [page]);

  if (resource.status === 'loading') return <PageLoading />;
  const banner = page?.banner;
  const current = page?.current;
  const past = page?.past ?? [];

  return (
    <div className={styles.page}>
      <header className={styles.banner}>
        <MediaImage media={banner?.image} alt="" priority className={styles.bannerImage} />
        <div className={styles.bannerInner}>
          <p className={styles.kicker}>Halvorsen Arms</p>
          <h1 className={styles.bannerTitle}>{banner?.title || 'Limited Edition'}</h1>
          {page?.promotion && (
            <button type="button" className={button('ghost', { size: 'lg' })} onClick={() => setPromoOpen(true)}>
              {page.promotion.title}
            </button>
          )}
        </div>
      </header>

      {current && (
        <section className={styles.current} aria-labelledby="catalog-le-current">
          <div className={styles.currentMedia}>
            <MediaImage media={current.image} className={styles.currentImage} />
          </div>
          <div className={styles.currentText}>
            <p className={styles.kickerDark}>Now available</p>
            <h2 id="catalog-le-current" className={styles.currentTitle}>
              {current.title}
            </h2>
            <RichText content={current.content} />
            {current.url &&
              (isInSiteUrl(current.url) ? (
                <CatalogLink to={current.url} className={button('primary', { size: 'lg' })}>
                  Buy Now
                </CatalogLink>
              ) : (
                <a href={current.url} className={button('primary', { size: 'lg' })}>
                  Buy Now
                </a>
              ))}
          </div>
        </section>
      )}

      <FragmentSlot id={NEWSLETTER_SIGNUP_ID} props={NEWSLETTER_SIGNUP_PROPS} />

      {past.length > 0 && (
        <section className={styles.past} aria-labelledby="catalog-le-past">
          <h2 id="catalog-le-past" className={styles.pastTitle}>
            Past Limited Editions
          </h2>
          <ul className={styles.pastGrid}>
            {past.map((edition) => (
              <li key={edition.title} className={styles.pastCard}>
                <div className={styles.pastImages}>
                  <MediaImage media={edition.images[0]} className={styles.pastImage} />
                  <MediaImage media={edition.images[1]} className={styles.pastImage} />
                </div>
                <div className={styles.pastText}>
                  <h3 className={styles.pastCardTitle}>{edition.title}</h3>
                  <RichText content={edition.content} />
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}

      {promoTurn && page?.promotion && (
        <PromotionModal promotion={page.promotion} onClose={() => setPromoOpen(false)} />
      )}
    </div>
  );
}
