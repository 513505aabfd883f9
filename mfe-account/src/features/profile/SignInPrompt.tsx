import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { signInWanted } from 'shared-contracts';
import { button } from 'shared-kit/buttons';
import { PageCrumbs } from '../../shared/layout/PageCrumbs';
import { AccountLink } from '../../shared/navigation/AccountLink';
import styles from './SignInPrompt.module.css';
import { useProfileTrail } from './use-profile-trail';

interface SignInPromptProps {
  title: string;
  line: string;
  /** The shell has not said yet who the visitor is (first moments of a cold load). */
  checking: boolean;
}

/** What a signed-out visitor sees in the account area; it also asks the shell for a sign-in. */
export function SignInPrompt({ title, line, checking }: SignInPromptProps) {
  const { pathname } = useLocation();
  const trail = useProfileTrail();

  useEffect(() => {
    if (!checking) signInWanted.emit({ returnTo: pathname });
  }, [checking, pathname]);

  return (
    <section className={styles.prompt} aria-labelledby="profile-title">
      <PageCrumbs className={styles.crumbs} trail={trail} />
      <div className={styles.card}>
        <p className={styles.eyebrow}>Your account</p>
        <h1 id="profile-title" className={styles.title}>
          {title}
        </h1>
        {checking ? (
          <p className={styles.line} role="status">
            Checking your sign-in…
          </p>
        ) : (
          <>
            <p className={styles.line}>{line}</p>
            <div className={styles.actions}>
              <AccountLink to="/login" className={button('primary')}>
                Sign In
              </AccountLink>
              {/* The card is ink: the paper outline. */}
              <AccountLink to="/register" className={button('ghost')}>
                Create Account
              </AccountLink>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
