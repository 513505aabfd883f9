import { useParams } from 'react-router-dom';
import { PageLoading } from '../../components/PageLoading';
import { PageShell } from '../../components/PageShell';
import { ProductCard } from '../../components/ProductCard';
import { finalPrice, isDiscounted } from '../page-content/price';
import { usePriceList } from '../page-content/priceList';
import { useDocumentMeta } from '../page-content/useDocumentMeta';
import { useResource } from '../page-content/useResource';
import styles from './SearchResultsPage.module.css';
import { fetchSearch } from './searchApi';

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
