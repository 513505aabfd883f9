import type { MediaDownload } from 'shared-contracts';
import { button } from 'shared-kit/buttons';
import { useMediaUrl } from '../../shared/media/use-media-url';
import { PageLoading } from '../../shared/ui/PageLoading';
import { PageShell } from '../../shared/ui/PageShell';
import styles from './content-pages.module.css';
import { ImageRequestForm } from './ImageRequestForm';
import { MediaDownloadLink } from './MediaDownloadLink';
import { useContentPage } from './use-content-page';

function byCategory(downloads: MediaDownload[]): Array<[string, MediaDownload[]]> {
  const groups = new Map<string, MediaDownload[]>();
  for (const d of downloads) groups.set(d.category, [...(groups.get(d.category) ?? []), d]);
  return [...groups.entries()];
}

/**
 * Media Library: catalog Download button, downloads grouped by category, Product Image Request.
 * Its media (heading image, catalogue, downloads) are fetched as blobs and shown through local
 * object URLs, revoked when the page no longer shows them (spec 001 §7).
 */
export default function MediaLibraryPage() {
  const { loading, page } = useContentPage('medialibrary', 'Media Library');
  const headingUrl = useMediaUrl(page?.heading_image?.url);
  const catalogUrl = useMediaUrl(page?.catalog?.url);
  if (loading) return <PageLoading />;
  return (
    <PageShell
      title={page?.title || 'Media Library'}
      subtitle={page?.subtitle}
      breadcrumbs={page?.breadcrumbs}
      image={page?.heading_image ? { ...page.heading_image, url: headingUrl } : null}
      actions={
        page?.catalog?.url ? (
          <a
            href={catalogUrl}
            target="_blank"
            rel="noreferrer"
            download={page.catalog.url.split('/').pop()}
            className={button('primary', { size: 'lg' })}
          >
            Download <span className="visually-hidden">{page.catalog.title} (opens in a new tab)</span>
          </a>
        ) : undefined
      }
    >
      <div className={styles.downloads}>
        {byCategory(page?.downloads ?? []).map(([category, items]) => (
          <section key={category} className={styles.downloadGroup}>
            <h2 className={styles.blockTitle}>{category}</h2>
            <ul className={styles.downloadList}>
              {items.map((item) => (
                <li key={item.download.url}>
                  <MediaDownloadLink item={item} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <ImageRequestForm
        title={page?.image_request?.title ?? 'Product Image Request'}
        content={page?.image_request?.content ?? ''}
      />
    </PageShell>
  );
}
