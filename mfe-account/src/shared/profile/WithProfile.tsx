import type { ReactNode } from 'react';
import type { Profile } from 'shared-contracts/api/account';
import { button } from 'shared-kit/buttons';
import { FormNotice } from '../forms/FormNotice';
import { useProfile } from './use-profile';
import styles from './WithProfile.module.css';

/**
 * Renders a page's content with the customer's profile, or says it is loading or failed (the
 * failure's words are the shared handler's banner; here only the way to try again).
 */
export function WithProfile({ children }: { children: (profile: Profile, reload: () => Promise<void>) => ReactNode }) {
  const { profile, error, reload } = useProfile();
  if (profile) return <>{children(profile, reload)}</>;
  if (error) {
    return (
      <div className={styles.state}>
        <FormNotice kind="error">
          <p>Your account could not be loaded.</p>
        </FormNotice>
        <button type="button" className={button('secondary')} onClick={() => void reload()}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <div className={styles.state} role="status" aria-live="polite">
      <span className={styles.bar} aria-hidden="true" />
      <span className={styles.bar} aria-hidden="true" />
      <span className="visually-hidden">Loading your account…</span>
    </div>
  );
}
