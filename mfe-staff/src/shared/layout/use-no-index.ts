/**
 * The back office is private: while it is mounted the page says `noindex, nofollow` to robots (the
 * shell's server also sends `X-Robots-Tag` for /staff and never lets a shared cache keep it).
 */
import { useEffect } from 'react';

export function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    meta.dataset.owner = 'staff';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
