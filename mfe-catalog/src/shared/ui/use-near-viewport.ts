import { type RefObject, useEffect, useState } from 'react';

/** Everything above the viewport, in practice. */
const PASSED = '100000px';

/**
 * True once the element comes within `margin` below the viewport, or is above it (and stays true):
 * what is below the fold (the reviews' code, a product's related products) is fetched just before a
 * visitor scrolls to it, never with the page's first paint. A visitor who jumps past it (the End
 * key, a link to a later section) has it too: the observed area reaches far above the viewport.
 * Without IntersectionObserver the answer is true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '600px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${PASSED} 0px ${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
