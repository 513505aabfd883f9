import { useState } from 'react';
import { PageLoading } from '../../shared/ui/PageLoading';
import { PageShell } from '../../shared/ui/PageShell';
import styles from './content-pages.module.css';
import { useContentPage } from './use-content-page';

/** FAQ: breadcrumbs, header, question/answer accordion with a Close All control. */
export default function FaqPage() {
  const { loading, page } = useContentPage('faq', 'FAQ');
  const [open, setOpen] = useState<Set<number>>(new Set());
  if (loading) return <PageLoading />;
  const items = page?.faqItemList ?? [];
  return (
    <PageShell
      title={page?.headerTitle || 'Frequently Asked Questions'}
      subtitle={page?.headerContent}
      breadcrumbs={page?.breadcrumbs}
      image={page?.heading_image ?? (page?.headerImageUrl ? { url: page.headerImageUrl, alternativeText: '' } : null)}
      narrow
    >
      {items.length === 0 ? (
        <p className={styles.muted}>No items found</p>
      ) : (
        <>
          <div className={styles.faqTools}>
            <button
              type="button"
              className={styles.textButton}
              onClick={() => setOpen(new Set())}
              disabled={open.size === 0}
            >
              Close All
            </button>
          </div>
          <div className={styles.accordion}>
            {items.map((item, i) => (
              <details
                key={item.question}
                className={styles.item}
                open={open.has(i)}
                onToggle={(e) => {
                  const isOpen = (e.currentTarget as HTMLDetailsElement).open;
                  setOpen((prev) => {
                    if (prev.has(i) === isOpen) return prev;
                    const next = new Set(prev);
                    if (isOpen) next.add(i);
                    else next.delete(i);
                    return next;
                  });
                }}
              >
                <summary className={styles.summary}>{item.question}</summary>
                <p className={styles.answer}>{item.answer}</p>
              </details>
            ))}
          </div>
        </>
      )}
    </PageShell>
  );
}
