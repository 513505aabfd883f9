/**
 * Renders its children once the spot comes near the viewport, so what sits low on the page (the
 * footer's newsletter fragment) costs nothing on the first paint.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';

export function WhenNearViewport({ children, placeholder }: { children: ReactNode; placeholder?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    if (near || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near]);

  return <div ref={ref}>{near ? children : placeholder}</div>;
}
