import { type ReactNode, Suspense } from 'react';
import { BrowserRouter } from '../shared/location';
import { release } from '../shared/release';
import { PageLoading } from '../shared/ui/PageLoading';
import styles from './App.module.css';
import { CatalogRoutes } from './routes';

/** The catalog's root element: the same in the browser and on the server (hydration matches it). */
export function CatalogFrame({ children }: { children: ReactNode }) {
  return (
    <div data-boundary="catalog" data-release={release()} className={styles.root}>
      {children}
    </div>
  );
}

/** The catalog's pages below whichever router the caller gives them. */
export function CatalogPages() {
  return (
    <Suspense fallback={<PageLoading />}>
      <CatalogRoutes />
    </Suspense>
  );
}

/** The catalog remote: its own router below the shell's route table (single-spa mounts it). */
export function App() {
  return (
    <CatalogFrame>
      <BrowserRouter>
        <CatalogPages />
      </BrowserRouter>
    </CatalogFrame>
  );
}
