/**
 * What a remote shows when it throws while rendering (the kit lifecycles' `errorView`): the
 * shop's 'Unexpected Application Error!' with the status or message. Only that remote's area is
 * replaced; the shell and the other remotes keep working.
 *
 *   errorView: (error) => <AppCrash remote="account" error={error} />
 *
 * Each crash is also announced (`remoteError`, shared-contracts' events): the shell counts it
 * against the remote's served version for the registry's health (issue 28).
 */
import { useEffect, useRef } from 'react';
import { remoteError } from 'shared-contracts';
import styles from './crash-view/AppCrash.module.css';
import { describeAppError } from './crash-view/describe-app-error';

export { describeAppError } from './crash-view/describe-app-error';

export const APP_CRASH_TITLE = 'Unexpected Application Error!';

export interface AppCrashProps {
  /** The remote's federation name, also its data-boundary ('catalog', 'account', ...). */
  remote: string;
  error: unknown;
}

export function AppCrash({ remote, error }: AppCrashProps) {
  // Logged once per crash, not on every re-render (nor twice under StrictMode's effect replay).
  const logged = useRef<unknown>(undefined);
  useEffect(() => {
    if (logged.current === error) return;
    logged.current = error;
    console.error(`[${remote}] crashed`, error);
    remoteError.emit({ remote, message: describeAppError(error) });
  }, [remote, error]);

  return (
    <section className={styles.crash} data-boundary={remote} role="alert">
      <div className={styles.panel}>
        <p className={styles.eyebrow}>Something misfired</p>
        <h1 className={styles.title}>{APP_CRASH_TITLE}</h1>
        <p className={styles.detail}>{describeAppError(error)}</p>
      </div>
    </section>
  );
}
