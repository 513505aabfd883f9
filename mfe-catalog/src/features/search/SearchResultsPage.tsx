import { useMemo } from 'react';
import { finalPrice, isDiscounted } from '../../shared/content/price';
import { usePrices } from '../../shared/content/price-list';
import { useDocumentMeta } from '../../shared/content/use-document-meta';
import { useResource } from '../../shared/content/use-resource';
import { useParams, useSearchParams } from '../../shared/location';
import { CatalogLink } from '../../shared/ui/CatalogLink';
import { PageLoading } from '../../shared/ui/PageLoading';
import { PageShell } from '../../shared/ui/PageShell';
import { ProductCard } from '../../shared/ui/ProductCard';
import { CorrectedQueryNote } from './CorrectedQueryNote';
import { NoResults } from './NoResults';
import styles from './SearchResultsPage.module.css';
import { fetchSearch, NO_RESULTS, type SearchLinkRenderer } from './search-api';

const routerLink: SearchLinkRenderer = ({ href, className, children }) => (
  <CatalogLink to={href} className={className}>
    {children}
  </CatalogLink>
);

/**
 * `/search/:query`: 'Results for {query}' and a grid of results (empty on failure, never an error).
 * When the words as typed found nothing and the API searched corrected ones, the page says so and
 * links to the words as typed (`?exact=1`, no correction); with nothing found at all, it offers
 * the popular collections.
 */
export default function SearchResultsPage() {
  const { query = '' } = useParams();
  const [params] = useSearchParams();
  const exact = params.get('exact') === '1';
  const resource = useResource(
    `search:${exact ? 'exact:' : ''}${query.trim().toLowerCase()}`,
    () => fetchSearch(query, { exact }),
    NO_RESULTS,
  );
  const title = `Results for ${query}`;
  useDocumentMeta(title);
  const { results, correction } = resource.status === 'ready' ? resource.value : NO_RESULTS;
  const skus = useMemo(() => results.map((result) => result.sku), [results]);
  const prices = usePrices(skus);

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
        <NoResults tone="light" renderLink={routerLink} />
      ) : (
        <>
          {correction && (
            <CorrectedQueryNote query={query} correction={correction} tone="light" renderLink={routerLink} />
          )}
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
