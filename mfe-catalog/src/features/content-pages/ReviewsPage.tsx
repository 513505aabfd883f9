import { useDocumentMeta } from '../../shared/content/use-document-meta';
import { LazySiteReviews } from '../../shared/reviews/LazyReviews';
import { PageShell } from '../../shared/ui/PageShell';

/**
 * Customer Reviews (spec 001 §2): hosts the reviews widget with its user-related fields removed,
 * i.e. the site's reviews with nothing of the reviewer but a display name.
 */
export default function ReviewsPage() {
  useDocumentMeta('Customer Reviews', 'What owners say about Halvorsen Arms rifles, pistols and gear.');
  return (
    <PageShell title="Customer Reviews" subtitle="What owners say about their Halvorsen Arms rifles, pistols and gear.">
      <LazySiteReviews />
    </PageShell>
  );
}
