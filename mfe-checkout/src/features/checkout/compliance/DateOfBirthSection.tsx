/**
 * The buyer's date of birth (issue 30), asked only while a line of the cart has an age class. The
 * checks are the shared schema's (shared-contracts/schemas/date-of-birth), the server's too; a
 * signed-in buyer's stored date fills it in.
 */
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { BillingForm } from 'shared-contracts/schemas/checkout';
import styles from '../components/checkout-forms.module.css';
import { TextField } from '../components/Fields';
import { BILLING_LABELS } from '../field-labels';

export function DateOfBirthSection({
  register,
  errors,
}: {
  register: UseFormRegister<BillingForm>;
  errors: FieldErrors<BillingForm>;
}) {
  return (
    <section className={styles.section} aria-labelledby="date-of-birth-title">
      <h3 id="date-of-birth-title" className={styles.sectionTitle}>
        Age verification
      </h3>
      <div className={styles.grid}>
        <TextField
          id="billing-dateOfBirth"
          label={BILLING_LABELS.dateOfBirth}
          required
          type="date"
          autoComplete="bday"
          hint="An item in your cart has a minimum age under federal law. Signed in, we keep it on your profile."
          error={errors.dateOfBirth?.message}
          registration={register('dateOfBirth')}
        />
      </div>
    </section>
  );
}
