import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styles from './AuthLayout.module.css';
import { PageCrumbs } from './PageCrumbs';

export interface AuthLayoutProps {
  /** The page's h1, in the form card. */
  title: string;
  /** One line under the title that says what this page is for. */
  intro: ReactNode;
  /** The brand panel beside the form: a short promise and what an account gives you. */
  panelTitle: string;
  panelText: string;
  panelPoints?: string[];
  children: ReactNode;
}

/** Sign-in, registration and password pages: a dark brand panel beside a paper form card. */
export function AuthLayout({ title, intro, panelTitle, panelText, panelPoints, children }: AuthLayoutProps) {
  const { pathname } = useLocation();
  return (
    <div className={styles.page}>
      <PageCrumbs className={styles.crumbs} trail={[{ label: title, url: pathname }]} />
      <aside className={styles.panel} aria-label="Halvorsen Arms account">
        <p className={styles.eyebrow}>Halvorsen Arms · Account</p>
        <p className={styles.panelTitle}>{panelTitle}</p>
        <p className={styles.panelText}>{panelText}</p>
        {panelPoints?.length ? (
          <ul className={styles.points}>
            {panelPoints.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        ) : null}
        <p className={styles.mark} aria-hidden="true">
          Bozeman · Montana
        </p>
      </aside>
      <section className={styles.card} aria-labelledby="auth-title">
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        <div className={styles.intro}>{intro}</div>
        {children}
      </section>
    </div>
  );
}
