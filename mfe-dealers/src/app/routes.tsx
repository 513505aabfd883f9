import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { DealerLocatorPage } from '../features/locator/DealerLocatorPage';
import { release } from '../shared/release';
import styles from './app.module.css';

// The registration form (react-hook-form and its resolver) is its own chunk: the locator's first
// load does not carry it.
const DealerRegistrationPage = lazy(
  () => import(/* webpackChunkName: "page-dealer-registration" */ '../features/registration/DealerRegistrationPage'),
);

/** Every route the dealers remote owns (the shell mounts it for exactly these paths). */
export function DealerRoutes() {
  return (
    <div data-boundary="dealers" data-release={release()} className={styles.root}>
      <Routes>
        <Route path="/dealer-locator" element={<DealerLocatorPage />} />
        <Route
          path="/dealer-registration"
          element={
            <Suspense fallback={<div className={styles.loading} aria-busy="true" />}>
              <DealerRegistrationPage />
            </Suspense>
          }
        />
      </Routes>
    </div>
  );
}
