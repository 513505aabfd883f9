/** Shipping methods from GET /Cart/shipping-methods; a price of zero shows as Free. */
import { useEffect, useState } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { formatShipping, type ShippingMethod } from 'shared-contracts';
import { fetchShippingMethods } from '../checkout-api';
import styles from './checkout-forms.module.css';
import { errorId } from './Fields';

let cached: Promise<ShippingMethod[]> | null = null;

function loadShippingMethods(): Promise<ShippingMethod[]> {
  cached ??= fetchShippingMethods().catch((error) => {
    cached = null; // let the next visit try again
    throw error;
  });
  return cached;
}

export function useShippingMethods(): { methods: ShippingMethod[]; failed: boolean } {
  const [state, setState] = useState<{ methods: ShippingMethod[]; failed: boolean }>({ methods: [], failed: false });
  useEffect(() => {
    let live = true;
    loadShippingMethods().then(
      (methods) => live && setState({ methods, failed: false }),
      () => live && setState({ methods: [], failed: true }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

interface ShippingMethodsProps {
  methods: ShippingMethod[];
  failed: boolean;
  registration: UseFormRegisterReturn;
  error?: FieldError;
}

export const SHIPPING_METHOD_FIELD_ID = 'billing-shippingMethodId';

export function ShippingMethods({ methods, failed, registration, error }: ShippingMethodsProps) {
  return (
    <fieldset className={styles.methods} aria-describedby={error ? errorId(SHIPPING_METHOD_FIELD_ID) : undefined}>
      <legend className={styles.legend}>Shipping method</legend>
      {methods.length === 0 && (
        <p className={styles.note}>
          {failed ? 'Shipping methods could not be loaded. Please reload the page.' : 'Loading shipping methods…'}
        </p>
      )}
      {methods.map((method, index) => {
        const id = index === 0 ? SHIPPING_METHOD_FIELD_ID : `${SHIPPING_METHOD_FIELD_ID}-${method.id}`;
        return (
          <label key={method.id} htmlFor={id} className={styles.method}>
            <input id={id} type="radio" value={String(method.id)} {...registration} />
            <span className={styles.methodName}>{method.name}</span>
            <span className={styles.methodPrice}>{formatShipping(method.price)}</span>
          </label>
        );
      })}
      {error?.message ? (
        <p id={errorId(SHIPPING_METHOD_FIELD_ID)} className={styles.fieldError}>
          {error.message}
        </p>
      ) : null}
    </fieldset>
  );
}
