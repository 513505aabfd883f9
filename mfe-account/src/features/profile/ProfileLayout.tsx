import { Outlet } from 'react-router-dom';
import { useAuthState } from 'shared-kit/auth-state';
import { PageCrumbs } from '../../shared/layout/PageCrumbs';
import styles from './ProfileLayout.module.css';
import { ProfileNav } from './ProfileNav';
import { useProfileTrail } from './use-profile-trail';

/** /profile: the side nav beside the current page, only for a signed-in visitor. */
export function ProfileLayout() {
  const auth = useAuthState();
  const trail = useProfileTrail();
  // Signed out, each page shows its own sign-in prompt (with its own heading and reason).
  if (auth?.status !== 'authenticated') return <Outlet />;
  return (
    <div className={styles.area}>
      <div className={styles.band}>
        <div className={styles.bandInner}>
          <PageCrumbs className={styles.crumbs} trail={trail} />
          {auth.email ? <p className={styles.who}>Signed in as {auth.email}</p> : null}
        </div>
      </div>
      <div className={styles.layout}>
        <ProfileNav />
        <div className={styles.content}>
          <Outlet />
        </div>
      </div>
    </div>
  );
}
