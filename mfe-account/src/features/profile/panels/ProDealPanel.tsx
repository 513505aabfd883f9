import { LIMITS } from 'shared-contracts';
import { PendingNote } from './PendingPanel';
import styles from './panels.module.css';

const maxMb = LIMITS.proDealMaxDocumentBytes / (1024 * 1024);

export function ProDealPanel() {
  return (
    <div className={styles.stack}>
      <section className={styles.card} aria-labelledby="pro-deal-terms">
        <h2 id="pro-deal-terms" className={styles.cardTitle}>
          Terms
        </h2>
        <ul className={styles.terms}>
          <li>Upload documents that prove your eligibility: PNG, JPG, JPEG, TIFF, TIF or PDF.</li>
          <li>Documents must be less than {maxMb}MB each. You can upload more than one.</li>
          <li>Dealers, FFL holders and retail shop employees are not eligible for Pro Deal.</li>
          <li>We review every application; the outcome shows under Discount Programs.</li>
        </ul>
      </section>
      <PendingNote>Document upload opens with customer accounts. Nothing is sent yet.</PendingNote>
    </div>
  );
}
