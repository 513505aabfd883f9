/**
 * Analytics consent (000 section 2 "analytics consent modal"): a labelled modal dialog that keeps
 * focus inside until the visitor accepts or declines; the answer is stored with a timestamp.
 */
import { useRef } from 'react';
import { useDialogFocus } from 'shared-kit/dialog';
import styles from './ConsentModal.module.css';
import { answerConsent } from './consent-store';

/** Escape is off, so the dialog never asks to be closed; it goes away once answered. */
const noAnswer = () => {};

export default function ConsentModal() {
  const dialogRef = useRef<HTMLDivElement>(null);
  // The visitor must answer: Escape does not dismiss it, and the page may still scroll behind it.
  useDialogFocus(dialogRef, noAnswer, { closeOnEscape: false, lockScroll: false });

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
