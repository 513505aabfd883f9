import { PageLoading } from '../../shared/ui/PageLoading';
import { PageShell } from '../../shared/ui/PageShell';
import { RichText } from '../../shared/ui/RichText';
import { useContentPage } from './use-content-page';

/** Resources: image heading, subheading, rich content. */
export default function ResourcesPage() {
  const { loading, page } = useContentPage('resources', 'Resources');
  if (loading) return <PageLoading />;
  return (
    <PageShell
      title={page?.heading || 'Resources'}
      subtitle={page?.subheading}
      breadcrumbs={page?.breadcrumbs}
      image={page?.heading_image}
      narrow
    >
      <RichText content={page?.content} />
    </PageShell>
  );
}
