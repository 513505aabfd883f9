import { formatUSD } from 'shared-contracts';
import { MediaImage } from '../../shared/ui/MediaImage';
import styles from './BuyBox.module.css';
import type { ProductAddOnView } from './product-view';

export function AddOns({
  addOns,
  chosen,
  onToggle,
}: {
  addOns: ProductAddOnView[];
  chosen: ProductAddOnView[];
  onToggle(addOn: ProductAddOnView): void;
}) {
  if (addOns.length === 0) return null;
  return (
    <fieldset className={styles.addOns}>
      <legend className={styles.fieldLabel}>Add-ons</legend>
      {addOns.map((addOn) => (
        <label key={addOn.id} className={styles.addOn}>
          <input
            type="checkbox"
            checked={chosen.some((a) => a.id === addOn.id)}
            onChange={() => onToggle(addOn)}
            className={styles.addOnCheck}
          />
          <MediaImage media={addOn.image} alt="" className={styles.addOnImage} />
          <span className={styles.addOnText}>
            <span>{addOn.label}</span>
            <span className={styles.addOnPrice}>+ {formatUSD(addOn.price)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
