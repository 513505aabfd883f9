import { PageLoading } from '../../components/PageLoading';
import { PageShell } from '../../components/PageShell';
import { RichText } from '../../components/RichText';
import { useContentPage } from './useContentPage';

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
