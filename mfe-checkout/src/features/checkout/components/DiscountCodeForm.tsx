/**
 * The collapsible Apply Discount Code form: the code is required and sent uppercased. An applied
 * discount with promotion information opens the promotion modal (000, sections 2 and 3), and stays
 * listed under the form with a button to see its promotion again.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type AppliedDiscount, type Cart, notify } from 'shared-contracts';
import { CART_MESSAGES, discountCodeFormSchema } from 'shared-contracts/schemas/cart';
import { button } from 'shared-kit/buttons';
import { storeCart } from '../../../shared/cart-store';
import { applyPromoCode } from '../promo-api';
import styles from './DiscountCodeForm.module.css';
import { TextField } from './Fields';
import { PromotionModal, promotionOf } from './PromotionModal';

export function DiscountCodeForm({
  cartId,
  appliedDiscounts = [],
}: {
  cartId: Cart['id'];
  appliedDiscounts?: AppliedDiscount[];
}) {
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<AppliedDiscount | null>(null);
  const shownPromotion = promotionOf(shown ?? undefined);
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
        const applied = outcome.cart.appliedDiscounts.find((d) => d.code === promoCode.trim().toUpperCase());
        const withPromotion = applied ?? outcome.cart.appliedDiscounts[0];
        if (promotionOf(withPromotion)) setShown(withPromotion ?? null);
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
      {appliedDiscounts.length > 0 && (
        <ul className={styles.applied} aria-label="Applied discounts">
          {appliedDiscounts.map((discount, index) => (
            <li key={discount.code ?? index} className={styles.appliedItem}>
              <span>
                {discount.code ? <strong>{discount.code}</strong> : null}
                {discount.description ? ` · ${discount.description}` : ''}
              </span>
              {promotionOf(discount) && (
                <button type="button" className={styles.seePromotion} onClick={() => setShown(discount)}>
                  See the promotion
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {shownPromotion && (
        <PromotionModal promotion={shownPromotion} code={shown?.code} onClose={() => setShown(null)} />
      )}
    </div>
  );
}
