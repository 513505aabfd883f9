/**
 * The back office's frame for a signed-in staffer: a band with who is signed in and a sign-out
 * button, the sections their role may open (a side menu when wide, a scrolling row when narrow),
 * and the page. Without a complete staff session (password and second factor) no staff screen is
 * shown: the staffer is sent to sign in, and back here after.
 */
import { Navigate, NavLink, Outlet, useLocation } from 'react-router-dom';
import { button } from 'shared-kit/buttons';
import { signOutStaff, useCan, useStaffSession } from '../session/staff-session';
import styles from './StaffLayout.module.css';
import { STAFF_SECTIONS } from './staff-sections';

const ROLE_NAMES = { owner: 'Owner', fulfilment: 'Fulfilment', support: 'Support', compliance: 'Compliance' } as const;

export function StaffLayout() {
  const session = useStaffSession();
  const can = useCan();
  const location = useLocation();
  if (session.status === 'checking') return <div className={styles.pending} aria-busy="true" />;
  if (session.status === 'signed-out') {
    const next = encodeURIComponent(`${location.pathname}${location.search}`);
    const expired = session.reason === 'expired' ? '&expired=1' : '';
    return <Navigate to={`/staff/sign-in?next=${next}${expired}`} replace />;
  }
  const sections = STAFF_SECTIONS.filter((section) => can(section.permission));
  return (
    <div className={styles.area}>
      <div className={styles.band}>
        <div className={styles.bandInner}>
          <p className={styles.title}>Back office</p>
          <div className={styles.who}>
            <span>
              {session.me.email} · {ROLE_NAMES[session.me.role]}
            </span>
            <button
              type="button"
              className={`${button('ghost')} ${styles.signOut}`}
              onClick={() => void signOutStaff()}
            >
              Sign out
            </button>
          </div>
        </div>
      </div>
      <div className={styles.layout}>
        <nav aria-label="Back office" className={styles.nav}>
          <ul>
            {sections.map((section) => (
              <li key={section.path}>
                <NavLink to={section.path} className={({ isActive }) => (isActive ? styles.active : undefined)}>
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main className={styles.content} id="staff-content">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/** /staff: the first section the staffer's role may open. */
export function FirstSection() {
  const can = useCan();
  const first = STAFF_SECTIONS.find((section) => can(section.permission));
  return first ? <Navigate to={first.path} replace /> : <p>Your role opens no section of the back office.</p>;
}
