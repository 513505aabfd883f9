/** The narrow card the sign-in and invitation pages sit in, on the back office's dark band. */
import { type ReactNode, useEffect } from 'react';
import styles from './SignInPage.module.css';

export function SignInFrame({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · Back office · Halvorsen Arms`;
  }, [title]);
  return (
    <div className={styles.area}>
      <main className={styles.card} aria-labelledby="staff-sign-in-title">
        <p className={styles.kicker}>Halvorsen Arms back office</p>
        <h1 id="staff-sign-in-title" className={styles.title}>
          {title}
        </h1>
        {children}
      </main>
    </div>
  );
}
