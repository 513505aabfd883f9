import { BRAND } from 'shared-contracts';
import { useDocumentMeta } from '../../shared/content/use-document-meta';
import { CatalogLink } from '../../shared/ui/CatalogLink';
import { PageShell } from '../../shared/ui/PageShell';
import styles from './content-pages.module.css';

/** Product registration: the specification does not show its contents; the page frame stands. */
export default function RegistrationPage() {
  useDocumentMeta('Product Registration', `Register your ${BRAND.name} product.`);
  return (
    <PageShell
      title="Product Registration"
      subtitle="Register your rifle or pistol to keep warranty and service records in one place."
      narrow
    >
      <p>
        Online registration opens soon. Until then, write to{' '}
        <a href={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</a> with your serial number and date of purchase,
        or see our <CatalogLink to="/warranty">warranty</CatalogLink> and{' '}
        <CatalogLink to="/support">support</CatalogLink> pages.
      </p>
      <p className={styles.muted}>Keep your receipt: it is your proof of purchase for warranty service.</p>
    </PageShell>
  );
}
