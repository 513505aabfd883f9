import { PageLoading } from '../../shared/ui/PageLoading';
import { PageShell } from '../../shared/ui/PageShell';
import { RichText } from '../../shared/ui/RichText';
import styles from './content-pages.module.css';
import { useContentPage } from './use-content-page';

/** Warranty: breadcrumbs, title, copy sections with optional headers. */
export default function WarrantyPage() {
  const { loading, page } = useContentPage('warranty', 'Warranty');
  if (loading) return <PageLoading />;
  return (
    <PageShell title={page?.title || 'Warranty'} breadcrumbs={page?.breadcrumbs} image={page?.heading_image} narrow>
      {(page?.sections ?? []).map((section, i) => (
        <section key={section.header ?? i} className={styles.copySection}>
          {section.header && <h2 className={styles.blockTitle}>{section.header}</h2>}
          <RichText content={section.content} />
        </section>
      ))}
    </PageShell>
  );
}
