/**
 * Step 2, 'Review & Payment': what was entered on step 1, card entry, the collapsible discount
 * code, a Back link and Place Order (disabled while the order is being placed).
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { type MouseEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Cart } from 'shared-contracts';
import { stateName } from 'shared-contracts/domain/us-states';
import { type CardForm, cardFormSchema } from 'shared-contracts/schemas/checkout';
import { button } from 'shared-kit/buttons';
import { hasOnlyFflItems } from '../cart-kind';
import type { CheckoutForms } from '../prepare-payment';
import { CardFields } from './CardFields';
import styles from './checkout-forms.module.css';
import { DiscountCodeForm } from './DiscountCodeForm';
import review from './PaymentStep.module.css';

interface PaymentStepProps {
  cart: Cart;
  forms: CheckoutForms;
  onBack: () => void;
  onPlaceOrder: (card: CardForm) => Promise<void>;
}

function Address({ lines }: { lines: Array<string | undefined | false> }) {
  return (
    <address className={review.address}>
      {lines.filter(Boolean).map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}

export function PaymentStep({ cart, forms, onBack, onPlaceOrder }: PaymentStepProps) {
  const { billing, dealer } = forms;
  const form = useForm<CardForm>({
    resolver: yupResolver(cardFormSchema),
    defaultValues: { cardNumber: '', month: '', year: '', cardCode: '' },
    mode: 'onTouched',
  });
  const [placing, setPlacing] = useState(false);
  const cardNumber = form.watch('cardNumber');

  const submit = form.handleSubmit(async (card) => {
    if (placing) return;
    setPlacing(true);
    try {
      await onPlaceOrder(card);
    } finally {
      setPlacing(false);
    }
  });

  const shipsSeparately = billing.shippingSameAsBilling === false && !hasOnlyFflItems(cart);
  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onBack();
  };

  return (
    <div className={styles.form}>
      <section className={styles.section} aria-labelledby="review-title">
        <div className={review.reviewHead}>
          <h2 id="review-title" className={styles.sectionTitle}>
            Review
          </h2>
          <a href="?stepId=billing" onClick={back} className={review.edit}>
            Edit
          </a>
        </div>
        <div className={review.reviewGrid}>
          <div>
            <h3 className={review.reviewTitle}>Contact</h3>
            <p className={review.value}>{billing.email}</p>
          </div>
          <div>
            <h3 className={review.reviewTitle}>Billing address</h3>
            <Address
              lines={[
                `${billing.firstName} ${billing.lastName}`,
                billing.company,
                billing.address,
                `${billing.city}, ${stateName(billing.state)} ${billing.zip}`,
                billing.mainContact,
              ]}
            />
          </div>
          {!hasOnlyFflItems(cart) && (
            <div>
              <h3 className={review.reviewTitle}>Ships to</h3>
              {shipsSeparately ? (
                <Address
                  lines={[
                    `${billing.shippingFirstName} ${billing.shippingLastName}`,
                    billing.shippingCompany,
                    billing.shippingAddress,
                    `${billing.shippingCity}, ${stateName(billing.shippingState)} ${billing.shippingZip}`,
                    billing.addressContact,
                  ]}
                />
              ) : (
                <p className={review.value}>Same as billing address</p>
              )}
            </div>
          )}
          {dealer && (
            <div>
              <h3 className={review.reviewTitle}>FFL dealer</h3>
              <Address
                lines={[
                  dealer.dealerName,
                  dealer.dealerAddress,
                  `${dealer.dealerCity}, ${stateName(dealer.dealerState)} ${dealer.dealerZip}`,
                  dealer.dealerPhone,
                ]}
              />
            </div>
          )}
        </div>
      </section>

      <form className={styles.section} onSubmit={submit} noValidate aria-labelledby="payment-title">
        <h2 id="payment-title" className={styles.sectionTitle}>
          Payment
        </h2>
        <p className={review.secure}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path d="M6 10V7a6 6 0 0112 0v3M5 10h14v11H5z" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
          Your card is encrypted by the payment provider and never stored by us.
        </p>
        <CardFields register={form.register} errors={form.formState.errors} cardNumber={cardNumber} />
        <div className={review.discount}>
          <DiscountCodeForm cartId={cart.id} appliedDiscounts={cart.appliedDiscounts} />
        </div>
        <div className={styles.actions}>
          <a href="?stepId=billing" onClick={back} className={button('text', { size: 'xl' })}>
            ← Back
          </a>
          <button
            type="submit"
            className={`${button('primary', { size: 'xl' })} ${styles.nextButton}`}
            disabled={placing}
            aria-busy={placing}
          >
            {placing ? 'Placing order…' : 'Place Order'}
          </button>
        </div>
      </form>
    </div>
  );
}
