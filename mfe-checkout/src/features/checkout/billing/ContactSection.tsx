/** The e-mail the confirmation goes to (the account's, fixed, when signed in) and the newsletter opt-in. */
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { BillingForm } from 'shared-contracts/schemas/checkout';
import styles from '../components/checkout-forms.module.css';
import { CheckboxField, FixedField, TextField } from '../components/Fields';
import { BILLING_LABELS } from '../field-labels';

export function ContactSection({
  accountEmail,
  register,
  errors,
}: {
  accountEmail: string | null;
  register: UseFormRegister<BillingForm>;
  errors: FieldErrors<BillingForm>;
}) {
  return (
    <section className={styles.section} aria-labelledby="contact-title">
      <h3 id="contact-title" className={styles.sectionTitle}>
        Contact
      </h3>
      <div className={styles.grid}>
        {accountEmail ? (
          <FixedField
            id="billing-email"
            label={BILLING_LABELS.email}
            value={accountEmail}
            hint="Your account e-mail receives the confirmation."
          />
        ) : (
          <TextField
            id="billing-email"
            label={BILLING_LABELS.email}
            required
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            registration={register('email')}
            className={styles.wide}
          />
        )}
      </div>
      <CheckboxField
        id="billing-optInNewsletter"
        label="Email me news, new products and offers from Halvorsen Arms"
        registration={register('optInNewsletter')}
      />
    </section>
  );
}
