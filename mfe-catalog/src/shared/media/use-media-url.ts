import { useEffect, useState } from 'react';
import { mediaUrl } from 'shared-contracts';
import { acquireMediaUrl } from './object-urls';

/**
 * A content-service file as a local object URL while the component shows it (spec 001 §7). Until
 * the blob is there, and when fetching it fails, the original URL is used, so links and images
 * work from the first render.
 */
export function useMediaUrl(path: string | null | undefined): string {
  const source = mediaUrl(path);
  const [shown, setShown] = useState<{ source: string; url: string } | null>(null);
  useEffect(() => {
    if (!source) return;
    return acquireMediaUrl(source, (url) => setShown({ source, url }));
  }, [source]);
  return shown && shown.source === source ? shown.url : source;
}
