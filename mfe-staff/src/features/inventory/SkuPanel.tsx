/** The panel under a SKU's row: the adjustment form (when asked and allowed) and the SKU's history. */
import { useState } from 'react';
import { AdjustmentForm } from './AdjustmentForm';
import { AdjustmentHistory } from './AdjustmentHistory';
import styles from './inventory.module.css';
import type { AdjustmentSaved } from './inventory-api';

export function SkuPanel({
  sku,
  adjust,
  onSaved,
}: {
  sku: string;
  adjust: boolean;
  onSaved: (saved: AdjustmentSaved) => void;
}) {
  const [version, setVersion] = useState(0);
  return (
    <div className={styles.panel}>
      {adjust ? (
        <section aria-labelledby={`${sku}-adjust`} className={styles.panelPart}>
          <h2 id={`${sku}-adjust`} className={styles.panelTitle}>
            Adjust {sku}
          </h2>
          <AdjustmentForm
            sku={sku}
            onSaved={(saved) => {
              setVersion((v) => v + 1);
              onSaved(saved);
            }}
          />
        </section>
      ) : null}
      <section aria-labelledby={`${sku}-history`} className={styles.panelPart}>
        <h2 id={`${sku}-history`} className={styles.panelTitle}>
          History of {sku}
        </h2>
        <AdjustmentHistory sku={sku} version={version} />
      </section>
    </div>
  );
}
