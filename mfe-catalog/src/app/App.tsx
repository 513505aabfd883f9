import { Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { PageLoading } from '../shared/ui/PageLoading';
import styles from './App.module.css';
import { CatalogRoutes } from './routes';

/** The catalog remote: its own router below the shell's route table (single-spa mounts it). */
export function App() {
  return (
    <div data-boundary="catalog" className={styles.root}>
      <BrowserRouter>
        <Suspense fallback={<PageLoading />}>
          <CatalogRoutes />
        </Suspense>
      </BrowserRouter>
    </div>
  );
}
