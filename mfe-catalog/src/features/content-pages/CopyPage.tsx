import { useParams } from '../../shared/location';
import { EmptyState } from '../../shared/ui/EmptyState';
import { PageLoading } from '../../shared/ui/PageLoading';
import { PageShell } from '../../shared/ui/PageShell';
import { RichText } from '../../shared/ui/RichText';
import { useContentPage } from './use-content-page';

/** `/copy/terms`, `/copy/privacy` and `/terms-of-service`: header, rich text, background image. */
export default function CopyPage({ fixedCopyId }: { fixedCopyId?: 'terms' | 'privacy' }) {
  const { copyId } = useParams();
  const id = fixedCopyId ?? copyId;
  if (id !== 'terms' && id !== 'privacy') return <EmptyState title="Page not found" />;
  return <CopyContent name={id} />;
}

function CopyContent({ name }: { name: 'terms' | 'privacy' }) {
  const fallback = name === 'terms' ? 'Terms of Service' : 'Privacy Policy';
  const { loading, page } = useContentPage(name, fallback);
  if (loading) return <PageLoading />;
  return (
    <PageShell
      title={page?.header || fallback}
      breadcrumbs={page?.breadcrumbs}
      image={page?.background_image ?? page?.heading_image}
      narrow
    >
      <RichText content={page?.content} />
    </PageShell>
  );
}
