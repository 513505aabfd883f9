/**
 * The banner every remote reaches through the `notify` signal (000 sections 4 and 9): setting a
 * notification scrolls the page to the top; it disappears after 10,000 ms or on click. The live
 * region stays in the page so screen readers announce each new message.
 */

import { useEffect, useState } from 'react';
import { LIMITS, notify, type ShopNotification } from 'shared-contracts';
import { CloseIcon } from '../ui/icons';
import styles from './NotificationBanner.module.css';

export function NotificationBanner({ dismissAfterMs = LIMITS.notificationDismissMs }: { dismissAfterMs?: number }) {
  // A serial makes a repeated identical message restart the timer.
  const [current, setCurrent] = useState<(ShopNotification & { serial: number }) | null>(null);

  useEffect(() => {
    let serial = 0;
    return notify.subscribe((notification) => {
      serial += 1;
      setCurrent({ ...notification, serial });
      window.scrollTo({ top: 0 });
    });
  }, []);

  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => setCurrent(null), dismissAfterMs);
    return () => clearTimeout(timer);
  }, [current, dismissAfterMs]);

  return (
    <div className={styles.region} role="status" aria-live="polite" data-boundary="shell">
      {current && (
        <button
          key={current.serial}
          type="button"
          className={styles.banner}
          data-type={current.type}
          data-testid="notification"
          onClick={() => setCurrent(null)}
        >
          <span className={styles.mark} aria-hidden="true" />
          <span className={styles.message}>{current.message}</span>
          <span className={styles.dismiss}>
            <CloseIcon size={18} />
            <span className="visually-hidden">Dismiss</span>
          </span>
        </button>
      )}
    </div>
  );
}
