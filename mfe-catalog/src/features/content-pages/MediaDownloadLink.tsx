/**
 * One media-library download: fetched as a blob and linked through a local object URL (spec 001
 * §7), the original URL until then or when the fetch fails. The link still opens in a new tab and
 * names the file it saves; images show a thumbnail from the same blob.
 */
import type { MediaDownload } from 'shared-contracts';
import { useMediaUrl } from '../../shared/media/use-media-url';
import styles from './content-pages.module.css';
import own from './MediaDownloadLink.module.css';

const IMAGE_EXTS = new Set(['svg', 'png', 'jpg', 'jpeg', 'webp', 'gif']);

/** The file name a download saves as: its own name in the URL, else the title plus extension. */
export function downloadFileName(item: MediaDownload): string {
  const ext = item.download.ext.replace('.', '').toLowerCase();
  const last = item.download.url.split('?')[0]?.split('/').pop() ?? '';
  if (last.includes('.')) return decodeURIComponent(last);
  const base = item.title.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'download';
  return `${base}.${ext}`;
}

export function MediaDownloadLink({ item }: { item: MediaDownload }) {
  const href = useMediaUrl(item.download.url);
  const ext = item.download.ext.replace('.', '').toLowerCase();
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      download={downloadFileName(item)}
      className={styles.download}
      data-local={href.startsWith('blob:') ? 'true' : 'false'}
    >
      {IMAGE_EXTS.has(ext) ? (
        <img src={href} alt="" width={48} height={36} className={own.thumb} loading="lazy" />
      ) : null}
      <span className={styles.ext}>{ext.toUpperCase()}</span>
      <span>{item.title}</span>
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
