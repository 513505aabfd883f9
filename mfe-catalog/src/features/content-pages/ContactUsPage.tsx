import { mediaUrl } from 'shared-contracts';
import { PageLoading } from '../../shared/ui/PageLoading';
import { PageShell } from '../../shared/ui/PageShell';
import styles from './content-pages.module.css';
import { useContentPage } from './use-content-page';

/** Contact Us: address lines, phone, email, social links, all from content. */
export default function ContactUsPage() {
  const { loading, page } = useContentPage('contactus', 'Contact Us');
  if (loading) return <PageLoading />;
  const lines = [page?.address_1, page?.address_2, page?.address_3].filter(Boolean);
  return (
    <PageShell title={page?.title || 'Contact Us'} breadcrumbs={page?.breadcrumbs} image={page?.heading_image}>
      <div className={styles.contact}>
        <div className={styles.contactBlock}>
          <h2 className={styles.blockTitle}>Visit</h2>
          <address className={styles.address}>
            {lines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
          {page?.hours && <p className={styles.muted}>{page.hours}</p>}
        </div>
        <div className={styles.contactBlock}>
          <h2 className={styles.blockTitle}>Call or write</h2>
          {page?.phone && (
            <a className={styles.bigLink} href={`tel:${page.phone.replace(/[^\d+]/g, '')}`}>
              {page.phone}
            </a>
          )}
          {page?.email && (
            <a className={styles.bigLink} href={`mailto:${page.email}`}>
              {page.email}
            </a>
          )}
        </div>
        {(page?.socialLinks?.length ?? 0) > 0 && (
          <div className={styles.contactBlock}>
            <h2 className={styles.blockTitle}>Follow</h2>
            <ul className={styles.social}>
              {page?.socialLinks.map((link) => (
                <li key={link.url}>
                  <a href={link.url} target="_blank" rel="noreferrer" className={styles.socialLink}>
                    {link.iconUrl && <img src={mediaUrl(link.iconUrl)} alt="" width={36} height={36} loading="lazy" />}
                    {link.title}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </PageShell>
  );
}
