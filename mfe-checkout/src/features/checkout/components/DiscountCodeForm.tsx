/** The collapsible Apply Discount Code form: the code is required and sent uppercased. */
import { yupResolver } from '@hookform/resolvers/yup';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type Cart, notify } from 'shared-contracts';
import { button } from 'shared-contracts/kit/buttons';
import { CART_MESSAGES, discountCodeFormSchema } from 'shared-contracts/schemas/cart';
import { storeCart } from '../../../shared/cart-store';
import { applyPromoCode } from '../promo-api';
import styles from './DiscountCodeForm.module.css';
import { TextField } from './Fields';

export function DiscountCodeForm({ cartId }: { cartId: Cart['id'] }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const form = useForm<{ promoCode: string }>({
    resolver: yupResolver(discountCodeFormSchema),
    defaultValues: { promoCode: '' },
  });
  const { register, handleSubmit, formState, reset } = form;

  const apply = handleSubmit(async ({ promoCode }) => {
    try {
      const outcome = await applyPromoCode(promoCode, cartId);
      if (outcome.ok) {
        storeCart(outcome.cart);
        notify.emit({ type: 'success', message: CART_MESSAGES.promoApplied });
        reset({ promoCode: '' });
      } else {
        notify.emit({ type: 'error', message: outcome.message });
      }
    } catch {
      // Shown by the shared error handler.
    }
  });

  return (
    <div className={styles.discount}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        Apply Discount Code
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <div id={panelId} hidden={!open}>
        {open && (
          // Not a <form>: it sits inside the payment form, and a nested form would submit that one.
          // biome-ignore lint/a11y/useSemanticElements: a fieldset would add a border and legend the design does not want
          <div
            role="group"
            aria-label="Apply a discount code"
            className={styles.form}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void apply();
              }
            }}
          >
            <TextField
              id="discount-promoCode"
              label="Discount code"
              required
              error={formState.errors.promoCode?.message}
              registration={register('promoCode')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className={styles.field}
            />
            <button
              type="button"
              className={button('dark', { size: 'xl' })}
              disabled={formState.isSubmitting}
              onClick={() => void apply()}
            >
              Apply
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
