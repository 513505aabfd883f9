import { Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { CatalogRoutes } from './routes';
import { ScrollToTop } from './ScrollToTop';
import { PageLoading } from '../components/PageLoading';
import styles from './App.module.css';

/** The catalog remote: its own router below the shell's route table (single-spa mounts it). */
export function App() {
  return (
    <div data-boundary="catalog" className={styles.root}>
      {/*
        No transitions for navigation: React 19.3 can commit a transition twice when it waits for
        images in the new page ("Cannot commit the same tree as before", error #177), which the
        catalog's image-heavy pages hit on the composed shop's start-up popstate.
      */}
      <BrowserRouter useTransitions={false}>
        <ScrollToTop />
        <Suspense fallback={<PageLoading />}>
          <CatalogRoutes />
        </Suspense>
      </BrowserRouter>
    </div>
  );
}
