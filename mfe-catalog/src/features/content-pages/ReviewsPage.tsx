import { getRuntimeConfig } from 'shared-contracts';
import { PageShell } from '../../components/PageShell';
import { useDocumentMeta } from '../page-content/useDocumentMeta';
import styles from './ContentPages.module.css';

/** Customer Reviews: hosts the third-party reviews widget (key from runtime settings). */
export default function ReviewsPage() {
  useDocumentMeta('Customer Reviews', 'What owners say about Halvorsen Arms rifles, pistols and gear.');
  const configured = getRuntimeConfig().providers.reviews !== null;
  return (
    <PageShell title="Customer Reviews" subtitle="What owners say about their Halvorsen Arms rifles, pistols and gear.">
      <div className={styles.widget} data-reviews-widget="site">
        <p className={styles.stars} aria-hidden="true">
          ★★★★★
        </p>
        <p>{configured ? 'Loading reviews…' : 'Reviews from verified owners will appear here.'}</p>
      </div>
    </PageShell>
  );
}
