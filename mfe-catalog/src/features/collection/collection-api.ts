import type { ProductGroupWithProducts } from 'shared-contracts';
import { ApiCallError, apiCall } from 'shared-kit';
import { fetchOnce } from '../../shared/content/fetch-once';
import { type Resource, useResource } from '../../shared/content/use-resource';
import { type CardProduct, toCardProduct } from '../../shared/products/card-product';
import { sortedByTitle } from './title-order';

/**
 * A collection as its page shows it: each product as a card reads it (collection-item.ts). A
 * filterable grid's products come in title order, the order its sort control starts from.
 */
export interface CollectionView extends Omit<ProductGroupWithProducts, 'products'> {
  products: CardProduct[];
}

/** A collection with its products; null when there is no such collection (404). */
async function loadCollection(slug: string): Promise<CollectionView | null> {
  try {
    const answer = await apiCall<{ data: ProductGroupWithProducts }>(
      `/strapi/product-groups/${encodeURIComponent(slug)}`,
      {
        skipErrorHandler: (error: ApiCallError) => error.status === 404,
      },
    );
    const group = answer.data;
    // Tolerate an answer whose products were not expanded: slugs alone cannot be shown as cards.
    const products = (group.products ?? []).filter((p) => typeof p === 'object' && p !== null);
    const cards = products.map(toCardProduct);
    return { ...group, products: group.display_type === 'filterable-grid' ? sortedByTitle(cards) : cards };
  } catch (error) {
    if (error instanceof ApiCallError && error.status === 404) return null;
    throw error;
  }
}

const keyOf = (slug: string) => `collection:${slug.toLowerCase()}`;

/** Starts (or joins) the load the collection page will read, e.g. before its code has arrived. */
export function getCollection(slug: string): Promise<CollectionView | null> {
  return fetchOnce(keyOf(slug), () => loadCollection(slug)).catch(() => null);
}

export function useCollection(slug: string): Resource<CollectionView | null> {
  return useResource<CollectionView | null>(keyOf(slug), () => loadCollection(slug), null);
}
