import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Content scrolls to top on each route change (spec 001 §2); a hash scrolls to its element instead. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change by design
  useEffect(() => {
    if (hash) return; // the page scrolls to its anchor once its content is there
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname, hash]);
  return null;
}
