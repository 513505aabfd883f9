/** The two-step progress bar; clicking 'Billing & shipping' from the payment step returns there. */
import type { CheckoutStep } from 'shared-contracts';
import styles from './ProgressSteps.module.css';

export const STEP_TITLES: Record<CheckoutStep, string> = {
  billing: 'Billing & shipping',
  payment: 'Review & Payment',
};

export function ProgressSteps({ step, onBilling }: { step: CheckoutStep; onBilling: () => void }) {
  return (
    <nav aria-label="Checkout progress" className={styles.progress}>
      <ol className={styles.steps}>
        <li
          className={styles.step}
          data-state={step === 'billing' ? 'current' : 'done'}
          aria-current={step === 'billing' ? 'step' : undefined}
        >
          {step === 'payment' ? (
            <button type="button" className={styles.stepButton} onClick={onBilling}>
              <span className={styles.number} aria-hidden="true">
                ✓
              </span>
              <span>{STEP_TITLES.billing}</span>
            </button>
          ) : (
            <span className={styles.stepLabel}>
              <span className={styles.number} aria-hidden="true">
                1
              </span>
              <span>{STEP_TITLES.billing}</span>
            </span>
          )}
        </li>
        <li
          className={styles.step}
          data-state={step === 'payment' ? 'current' : 'upcoming'}
          aria-current={step === 'payment' ? 'step' : undefined}
        >
          <span className={styles.stepLabel}>
            <span className={styles.number} aria-hidden="true">
              2
            </span>
            <span>{STEP_TITLES.payment}</span>
          </span>
        </li>
      </ol>
    </nav>
  );
}
