import { PageLoading } from '../../components/PageLoading';
import { PageShell } from '../../components/PageShell';
import { RichText } from '../../components/RichText';
import styles from './ContentPages.module.css';
import { useContentPage } from './useContentPage';

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
