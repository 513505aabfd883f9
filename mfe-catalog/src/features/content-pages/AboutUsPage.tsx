/**
 * About Us: hero with video link, a simple copy block, careers (id `careers`) with job listings,
 * and a contact section with a Contact Us button. A hash in the URL scrolls smoothly to its
 * element once the content is there. Title, description and social tags come from metaData.
 */
import { useEffect } from 'react';
import { mediaUrl } from 'shared-contracts';
import { Breadcrumbs } from 'shared-kit';
import { button } from 'shared-kit/buttons';
import { usePage } from '../../shared/content/pages';
import { useDocumentMeta } from '../../shared/content/use-document-meta';
import { useLocation } from '../../shared/location';
import { CatalogLink } from '../../shared/ui/CatalogLink';
import { MediaImage } from '../../shared/ui/MediaImage';
import { PageLoading } from '../../shared/ui/PageLoading';
import { RichText } from '../../shared/ui/RichText';
import styles from './AboutUsPage.module.css';

export default function AboutUsPage() {
  const resource = usePage('aboutus');
  const page = resource.status === 'ready' ? resource.value : null;
  const { hash, pathname } = useLocation();
  useDocumentMeta(
    page?.metaData?.title || page?.meta_data?.meta_title || 'About Us',
    page?.metaData?.description || page?.meta_data?.meta_description,
  );

  useEffect(() => {
    if (!page || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    target?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  }, [page, hash]);

  if (resource.status === 'loading') return <PageLoading />;
  const crumbs = page?.breadcrumbs?.length
    ? page.breadcrumbs
    : [
        { label: 'Home', url: '/' },
        { label: 'About Us', url: '/about-us' },
      ];

  return (
    <article className={styles.page}>
      <header className={styles.hero}>
        {page?.headingImageUrl?.src && (
          <MediaImage
            media={{ url: page.headingImageUrl.src, alternativeText: page.headingImageUrl.alt }}
            priority
            className={styles.heroImage}
          />
        )}
        <div className={styles.heroInner}>
          <Breadcrumbs items={crumbs} currentPath={pathname} className={styles.crumbs} />
          <h1 className={styles.heroTitle}>{page?.headingTitle || 'About Us'}</h1>
          {page?.headingVideoUrl && (
            <a
              href={page.headingVideoUrl.startsWith('/media/') ? mediaUrl(page.headingVideoUrl) : page.headingVideoUrl}
              className={styles.video}
            >
              <span className={styles.play} aria-hidden="true">
                ▶
              </span>
              Watch the film
            </a>
          )}
        </div>
      </header>

      {page?.simpleCopySection && page.simpleCopySection.length > 0 && (
        <section className={styles.copy} aria-label="Our story">
          <RichText content={page.simpleCopySection} className={styles.copyText} />
        </section>
      )}

      {page?.lookingForHeading && (
        <section id="careers" className={styles.careers} aria-labelledby="catalog-careers-heading">
          {page.lookingForImageUrl && (
            <img src={mediaUrl(page.lookingForImageUrl)} alt="" className={styles.sideImage} loading="lazy" />
          )}
          <div className={styles.careersText}>
            <h2 id="catalog-careers-heading" className={styles.heading}>
              {page.lookingForHeading}
            </h2>
            <RichText content={page.lookingForSubHeading} />
            <ul className={styles.jobs}>
              {page.lookingForListContent.map((job) => (
                <li key={job}>{job}</li>
              ))}
            </ul>
          </div>
        </section>
      )}

      {page?.wantToTalkHeading && (
        <section className={styles.talk} aria-labelledby="catalog-talk-heading">
          {page.wantToTalkImageUrl && (
            <img src={mediaUrl(page.wantToTalkImageUrl)} alt="" className={styles.talkImage} loading="lazy" />
          )}
          <div className={styles.talkInner}>
            <h2 id="catalog-talk-heading" className={styles.heading}>
              {page.wantToTalkHeading}
            </h2>
            <p>{page.wantToTalkContent}</p>
            <CatalogLink to="/contact-us" className={button('primary', { size: 'lg' })}>
              Contact Us
            </CatalogLink>
          </div>
        </section>
      )}
    </article>
  );
}
