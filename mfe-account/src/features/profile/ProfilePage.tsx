import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { useAuthState } from 'shared-kit/auth-state';
import { AccountLink } from '../../shared/navigation/AccountLink';
import styles from './ProfilePage.module.css';
import { SignInPrompt } from './SignInPrompt';
import { type ProfileSection, sectionTitle } from './sections';

/** One account page: its heading, one line about it, Back, and its panel, only when signed in. */
export function ProfilePage({ section }: { section: ProfileSection }) {
  const params = useParams();
  const auth = useAuthState();
  const title = sectionTitle(section, params);

  if (auth?.status !== 'authenticated') {
    return <SignInPrompt title={title} line={section.signedOutIntro} checking={auth === undefined} />;
  }

  const { Panel } = section;
  return (
    <article className={styles.page} aria-labelledby="profile-title">
      {section.back ? (
        <AccountLink to={section.back} className={styles.back}>
          <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
            <path d="M10 3 5 8l5 5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
          Back
        </AccountLink>
      ) : null}
      <header className={styles.header}>
        <h1 id="profile-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.intro}>{section.intro}</p>
      </header>
      <Suspense
        fallback={
          <p role="status" className={styles.intro}>
            Loading…
          </p>
        }
      >
        <Panel params={params} />
      </Suspense>
    </article>
  );
}
