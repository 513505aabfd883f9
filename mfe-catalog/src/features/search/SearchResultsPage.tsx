import { useParams } from 'react-router-dom';
import { finalPrice, isDiscounted } from '../../shared/content/price';
import { usePriceList } from '../../shared/content/price-list';
import { useDocumentMeta } from '../../shared/content/use-document-meta';
import { useResource } from '../../shared/content/use-resource';
import { PageLoading } from '../../shared/ui/PageLoading';
import { PageShell } from '../../shared/ui/PageShell';
import { ProductCard } from '../../shared/ui/ProductCard';
import styles from './SearchResultsPage.module.css';
import { fetchSearch } from './search-api';

/** `/search/:query`: 'Results for {query}' and a grid of results (empty on failure, never an error). */
export default function SearchResultsPage() {
  const { query = '' } = useParams();
  const resource = useResource(`search:${query.trim().toLowerCase()}`, () => fetchSearch(query), []);
  const prices = usePriceList();
  const title = `Results for ${query}`;
  useDocumentMeta(title);
  const results = resource.status === 'ready' ? resource.value : [];

  return (
    <PageShell
      title={title}
      breadcrumbs={[
        { label: 'Home', url: '/' },
        { label: 'Search', url: `/search/${encodeURIComponent(query)}` },
      ]}
    >
      {resource.status === 'loading' ? (
        <PageLoading label="Searching" />
      ) : results.length === 0 ? (
        <p className={styles.none}>No items found</p>
      ) : (
        <>
          <p className={styles.count} role="status">
            {results.length} {results.length === 1 ? 'result' : 'results'}
          </p>
          <ul className={styles.grid}>
            {results.map((result) => {
              const row = prices?.[result.sku];
              return (
                <li key={result.documentId}>
                  <ProductCard
                    product={{
                      title: result.title,
                      subtitle: result.subtitle,
                      url: `/product/${encodeURIComponent(result.slug)}`,
                      image: result.image,
                      price: row ? row.price : null,
                      finalPrice: row ? finalPrice(row) : null,
                      discountPercentage: row && isDiscounted(row) ? row.bestDiscountPercentage : 0,
                    }}
                  />
                </li>
              );
            })}
          </ul>
        </>
      )}
    </PageShell>
  );
}
