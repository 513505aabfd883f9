/**
 * Analytics consent (000 section 2 "analytics consent modal"): a labelled modal dialog that keeps
 * focus inside until the visitor accepts or declines; the answer is stored with a timestamp.
 */
import { useRef } from 'react';
import { useFocusTrap } from '../lib/use-focus-trap';
import styles from './ConsentModal.module.css';
import { answerConsent } from './consent-store';

export default function ConsentModal() {
  const dialogRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef);

  return (
    <div className={styles.backdrop} data-boundary="shell">
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="shell-consent-title"
        aria-describedby="shell-consent-text"
        data-testid="consent-dialog"
      >
        <p className={styles.eyebrow}>Your privacy</p>
        <h2 id="shell-consent-title" className={styles.title}>
          Analytics cookies
        </h2>
        <p id="shell-consent-text" className={styles.text}>
          We would like to measure how the site is used (pages viewed, items added to the cart, completed orders) to
          make it better. Nothing is sent unless you accept. You can browse and buy either way.
        </p>
        <div className={styles.actions}>
          <button type="button" className={styles.accept} onClick={() => answerConsent('accepted')} data-autofocus>
            Accept
          </button>
          <button type="button" className={styles.decline} onClick={() => answerConsent('declined')}>
            Decline
          </button>
        </div>
      </div>
    </div>
  );
}
