import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Content scrolls to top on each route change (specification 001, section 2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger itself
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [pathname]);
  return null;
}
