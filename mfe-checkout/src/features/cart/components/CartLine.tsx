import type { MouseEvent } from 'react';
import { type CartLine as CartLineData, formatUSD, mediaUrl } from 'shared-contracts';
import { handleLinkClick } from 'shared-kit';
import { button } from 'shared-kit/buttons';
import { removeItem, setItemQuantity } from '../../../shared/cart-actions';
import { addOnsText, lineName } from '../../../shared/line-add-ons';
import styles from './CartDrawer.module.css';
import { QuantityField } from './QuantityField';

export function CartLine({
  item,
  busy,
  onBusy,
}: {
  item: CartLineData;
  busy: boolean;
  onBusy: (task: Promise<unknown>) => void;
}) {
  const fieldId = `cart-qty-${item.id}`;
  const discounted = item.price > item.productPrice;
  const addOns = addOnsText(item);
  const name = lineName(item);
  const openProduct = (event: MouseEvent<HTMLAnchorElement>) => handleLinkClick(event, item.productUrl);

  return (
    <li className={styles.line}>
      <div className={styles.thumb}>
        {item.imageUrl ? <img src={mediaUrl(item.imageUrl)} alt="" width={88} height={88} loading="lazy" /> : null}
      </div>
      <div className={styles.lineBody}>
        <h3 className={styles.lineName}>
          {item.productUrl ? (
            <a href={item.productUrl} onClick={openProduct}>
              {item.productName}
            </a>
          ) : (
            item.productName
          )}
        </h3>
        {(item.options.length > 0 || addOns) && (
          <dl className={styles.options}>
            {item.options.map((option) => (
              <div key={`${option.label}:${option.value}`}>
                <dt>{option.label}:</dt>
                <dd>{option.value}</dd>
              </div>
            ))}
            {addOns && (
              <div>
                <dt>Add-ons:</dt>
                <dd>{addOns}</dd>
              </div>
            )}
          </dl>
        )}
        {item.isFflItem && <p className={styles.fflNote}>Ships to an FFL dealer</p>}
        <p className={styles.price}>
          <span className={discounted ? styles.salePrice : undefined}>{formatUSD(item.productPrice)}</span>
          {discounted && (
            <s className={styles.originalPrice}>
              <span className="visually-hidden">Original price </span>
              {formatUSD(item.price)}
            </s>
          )}
        </p>
        <div className={styles.lineActions}>
          <QuantityField
            id={fieldId}
            label={`Quantity of ${name}`}
            quantity={item.quantity}
            disabled={busy}
            onChange={(change) =>
              onBusy(change.kind === 'remove' ? removeItem(item) : setItemQuantity(item, change.quantity))
            }
          />
          <button
            type="button"
            className={button('text', { size: 'xl' })}
            disabled={busy}
            onClick={() => onBusy(removeItem(item))}
            aria-label={`Remove ${name}`}
          >
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}
