/**
 * Renders its children once the spot comes near the viewport, so what sits low on the page (the
 * footer's newsletter fragment) costs nothing on the first paint. It starts watching once the
 * visitor starts using the page (see first-interaction.ts).
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { afterFirstInteraction } from '../lib/first-interaction';

export function WhenNearViewport({ children, placeholder }: { children: ReactNode; placeholder?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // Not near at first, on the server as in the hydrating browser; decided once the page runs.
  const [near, setNear] = useState(false);

  useEffect(() => {
    if (near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    let observer: IntersectionObserver | undefined;
    const cancel = afterFirstInteraction(() => {
      if (!ref.current) return;
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setNear(true);
            observer?.disconnect();
          }
        },
        { rootMargin: '200px 0px' },
      );
      observer.observe(ref.current);
    });
    return () => {
      cancel();
      observer?.disconnect();
    };
  }, [near]);

  return <div ref={ref}>{near ? children : placeholder}</div>;
}
