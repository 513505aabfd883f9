/**
 * The buying column of every product page: title, price of the matching sku, selects, colour chips,
 * add-ons, quantity and Add to Cart, or the notify-me form when the matching sku is out of stock.
 */
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { button } from 'shared-kit/buttons';
import { HydrationGate } from 'shared-kit/server-render';
import { addToCart } from '../../shared/cart/add-to-cart';
import { Price } from '../../shared/ui/Price';
import { AddOns } from './AddOns';
import styles from './BuyBox.module.css';
import { ColorChips, colorSelectIndex } from './ColorChips';
import { cartLineFromProduct } from './cart-line';
import type { ProductView } from './product-view';
import { QuantityInput } from './QuantityInput';
import type { VariantState } from './use-variant-state';
import { VariantSelects } from './VariantSelects';

const NotifyMeForm = lazy(() => import('./NotifyMeForm'));

export function BuyBox({
  view,
  state,
  pricesReady,
  showColorChips = true,
  children,
}: {
  view: ProductView;
  state: VariantState;
  pricesReady: boolean;
  showColorChips?: boolean;
  /** Extra blocks between the selects and the cart button (compatibility tabs). */
  children?: ReactNode;
}) {
  const { sku } = state;
  const [busy, setBusy] = useState(false);
  const addOnTotal = state.addOns.reduce((sum, a) => sum + a.price, 0);
  const inStock = Boolean(sku && sku.finalPrice !== null && sku.quantity > 0);
  const colorIndex = showColorChips ? colorSelectIndex(view.colorOptions, view.selects) : -1;
  const colorField = view.selects[colorIndex]?.fieldName;

  const onAdd = async () => {
    if (!sku) return;
    setBusy(true);
    await addToCart(
      cartLineFromProduct({ view, sku, selection: state.selection, addOns: state.addOns, quantity: state.quantity }),
    );
    setBusy(false);
  };

  // The selects, add-ons and the cart button act through the page's code: they wait for it.
  return (
    <HydrationGate>
      <div className={styles.box}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{view.title}</h1>
          {view.subtitle && <p className={styles.subtitle}>{view.subtitle}</p>}
        </div>

        <div className={styles.priceLine} aria-live="polite">
          {sku && sku.finalPrice !== null ? (
            <Price
              price={sku.price === null ? null : sku.price + addOnTotal}
              finalPrice={sku.finalPrice + addOnTotal}
              discountPercentage={sku.discountPercentage}
              size="lg"
            />
          ) : (
            <p className={styles.pending}>{pricesReady ? 'Currently unavailable' : 'Loading price…'}</p>
          )}
          {sku && pricesReady && (
            <p className={`${styles.stock} ${inStock ? styles.inStock : styles.outStock}`}>
              {inStock ? (sku.quantity <= 5 ? `In stock: only ${sku.quantity} left` : 'In stock') : 'Out of stock'}
            </p>
          )}
        </div>

        {view.selects.length > (colorField ? 1 : 0) && (
          <VariantSelects
            selects={view.selects}
            skus={view.skus}
            selection={state.selection}
            onSelect={state.select}
            hidden={colorField ? [colorField] : []}
          />
        )}
        {colorField && (
          <ColorChips
            colors={view.colorOptions}
            selects={view.selects}
            skus={view.skus}
            selection={state.selection}
            onSelect={state.select}
          />
        )}
        {children}
        <AddOns addOns={view.addOns} chosen={state.addOns} onToggle={state.toggleAddOn} />

        {sku && <p className={styles.sku}>SKU {sku.sku}</p>}

        {inStock && sku ? (
          <div className={styles.cartRow}>
            <QuantityInput value={state.quantity} max={sku.quantity} onChange={state.setQuantity} />
            <button
              type="button"
              className={`${button('primary', { size: 'lg' })} ${styles.addButton}`}
              onClick={onAdd}
              disabled={busy}
              aria-busy={busy}
            >
              {busy ? 'Adding…' : 'Add to Cart'}
            </button>
          </div>
        ) : (
          pricesReady &&
          sku && (
            <Suspense fallback={null}>
              <NotifyMeForm key={sku.sku} productId={sku.sku} productName={view.title} />
            </Suspense>
          )
        )}

        {view.fflItem && (
          <p className={styles.ffl}>
            <span className={styles.fflBadge}>FFL</span>
            Ships to a licensed FFL dealer
          </p>
        )}
        {sku && sku.restrictedStates.length > 0 && (
          <p className={styles.restricted}>Not available for shipment to: {sku.restrictedStates.join(', ')}</p>
        )}
      </div>
    </HydrationGate>
  );
}
