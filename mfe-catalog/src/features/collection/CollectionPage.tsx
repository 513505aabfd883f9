import { useMemo } from 'react';
import { mediaUrl } from 'shared-contracts';
import { usePrices } from '../../shared/content/price-list';
import { useDocumentMeta } from '../../shared/content/use-document-meta';
import { useParams } from '../../shared/location';
import { toCollectionItem } from '../../shared/products/collection-item';
import { NotFoundState } from '../../shared/ui/NotFoundState';
import { PageLoading } from '../../shared/ui/PageLoading';
import { PageShell } from '../../shared/ui/PageShell';
import { useCollection } from './collection-api';
import { toFilters } from './collection-items';
import { FilterableGrid } from './FilterableGrid';
import { ItemGrid } from './ItemGrid';
import { TabbedGrid } from './TabbedGrid';

/** `/collection/:title`: one of the four display types of a product group. */
export default function CollectionPage() {
  const { title = '' } = useParams();
  const resource = useCollection(title);
  const group = resource.status === 'ready' ? resource.value : null;
  // Every sku of the products shown: a card shows the cheapest and the stock of all its variants.
  const skus = useMemo(() => group?.products.flatMap((p) => p.skus.map((s) => s.sku)) ?? [], [group]);
  const prices = usePrices(skus);
  const items = useMemo(() => (group ? group.products.map((p) => toCollectionItem(p, prices)) : []), [group, prices]);
  const filters = useMemo(() => toFilters(group?.filter_categories ?? []), [group]);
  useDocumentMeta(group?.meta_data?.meta_title || group?.title, group?.meta_data?.meta_description, {
    image: group?.background_image?.url ? mediaUrl(group.background_image.url) : undefined,
    structured: { kind: 'breadcrumbs', crumbs: group?.breadcrumbs ?? [] },
  });

  if (resource.status === 'loading') return <PageLoading />;
  if (!group) return <NotFoundState title="Collection not found" message="We could not find that collection." />;

  return (
    <PageShell
      title={group.title}
      subtitle={group.subtitle}
      breadcrumbs={group.breadcrumbs}
      image={group.background_image}
    >
      <div data-display-type={group.display_type}>
        {items.length === 0 ? (
          <p>No items found</p>
        ) : group.display_type === 'tabbed-grid' ? (
          <TabbedGrid items={items} filters={filters} />
        ) : group.display_type === 'filterable-grid' ? (
          <FilterableGrid itemsByTitle={items} filters={filters} />
        ) : (
          <ItemGrid items={items} layout={group.display_type === 'cards' ? 'cards' : 'grid'} />
        )}
      </div>
    </PageShell>
  );
}
