/**
 * Where the order ships: the billing address unless "Ship to a different address" is ticked; an
 * FFL-only cart has no shipping address at all (everything goes to the dealer).
 */
import type { UseFormReturn } from 'react-hook-form';
import type { BillingForm } from 'shared-contracts/schemas/checkout';
import { AddressFields, SHIPPING_ADDRESS_FIELDS } from '../components/AddressFields';
import styles from '../components/checkout-forms.module.css';
import { CheckboxField } from '../components/Fields';

export function ShippingAddressSection({
  billingForm,
  hasFfl,
  onlyFfl,
}: {
  billingForm: UseFormReturn<BillingForm>;
  hasFfl: boolean;
  onlyFfl: boolean;
}) {
  const { register, setValue, watch, formState } = billingForm;
  if (onlyFfl) {
    return (
      <p className={styles.callout}>
        Everything in your cart ships to your FFL dealer, so there is no separate shipping address.
      </p>
    );
  }
  const sameAsBilling = watch('shippingSameAsBilling') !== false;
  const toggleShipping = (differs: boolean) =>
    setValue('shippingSameAsBilling', !differs, { shouldValidate: formState.isSubmitted });
  return (
    <section className={styles.section} aria-labelledby="shipping-address-title">
      <h3 id="shipping-address-title" className={styles.sectionTitle}>
        Shipping address
      </h3>
      <CheckboxField
        id="billing-shipToDifferentAddress"
        label="Ship to a different address"
        checked={!sameAsBilling}
        onChange={toggleShipping}
      />
      {!sameAsBilling && (
        <fieldset className={styles.subFieldset}>
          <legend className="visually-hidden">Shipping address</legend>
          <AddressFields
            prefix="billing"
            section="shipping"
            names={SHIPPING_ADDRESS_FIELDS}
            register={register}
            errors={formState.errors}
            defaults={formState.defaultValues as Partial<BillingForm>}
          />
        </fieldset>
      )}
      {hasFfl && (
        <p className={styles.note}>Firearms in your order ship to your FFL dealer; everything else ships here.</p>
      )}
    </section>
  );
}
