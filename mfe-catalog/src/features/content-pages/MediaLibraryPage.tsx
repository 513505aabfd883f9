import { type MediaDownload, mediaUrl } from 'shared-contracts';
import { button } from 'shared-contracts/kit/buttons';
import { PageLoading } from '../../shared/ui/PageLoading';
import { PageShell } from '../../shared/ui/PageShell';
import styles from './content-pages.module.css';
import { ImageRequestForm } from './ImageRequestForm';
import { useContentPage } from './use-content-page';

function byCategory(downloads: MediaDownload[]): Array<[string, MediaDownload[]]> {
  const groups = new Map<string, MediaDownload[]>();
  for (const d of downloads) groups.set(d.category, [...(groups.get(d.category) ?? []), d]);
  return [...groups.entries()];
}

/** Media Library: catalog Download button, downloads grouped by category, Product Image Request. */
export default function MediaLibraryPage() {
  const { loading, page } = useContentPage('medialibrary', 'Media Library');
  if (loading) return <PageLoading />;
  return (
    <PageShell
      title={page?.title || 'Media Library'}
      subtitle={page?.subtitle}
      breadcrumbs={page?.breadcrumbs}
      image={page?.heading_image}
      actions={
        page?.catalog?.url ? (
          <a
            href={mediaUrl(page.catalog.url)}
            target="_blank"
            rel="noreferrer"
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
                  <a href={mediaUrl(item.download.url)} target="_blank" rel="noreferrer" className={styles.download}>
                    <span className={styles.ext}>{item.download.ext.replace('.', '').toUpperCase()}</span>
                    <span>{item.title}</span>
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
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
