import type { ProductDocument } from 'shared-contracts';
import { ApiCallError, apiCall } from 'shared-kit';
import { fetchOnce } from '../../shared/content/fetch-once';
import { type Resource, useResource } from '../../shared/content/use-resource';

type ProductAnswer = { data: ProductDocument[] | ProductDocument | null };

function firstOf(answer: ProductAnswer): ProductDocument | null {
  const data = answer.data;
  if (Array.isArray(data)) return data[0] ?? null;
  return data ?? null;
}

/**
 * Product fetch failure returns empty defaults (spec 001 §8): the page shows 'Product not found'.
 * A 404 is a real answer (cached); other failures are not cached so the next visit retries.
 */
async function loadProduct(path: string): Promise<ProductDocument | null> {
  try {
    return firstOf(await apiCall<ProductAnswer>(path, { skipErrorHandler: (e: ApiCallError) => e.status === 404 }));
  } catch (error) {
    if (error instanceof ApiCallError && error.status === 404) return null;
    throw error;
  }
}

export type ProductRef = { kind: 'slug'; slug: string } | { kind: 'id'; documentId: string };

function keyOf(ref: ProductRef): string {
  return ref.kind === 'slug' ? `product:${ref.slug.toLowerCase()}` : `product-id:${ref.documentId}`;
}

function pathOf(ref: ProductRef): string {
  return ref.kind === 'slug'
    ? `/strapi/products/${encodeURIComponent(ref.slug)}`
    : `/strapi/products/by-id/${encodeURIComponent(ref.documentId)}`;
}

export function getProduct(ref: ProductRef): Promise<ProductDocument | null> {
  return fetchOnce(keyOf(ref), () => loadProduct(pathOf(ref))).catch(() => null);
}

export function useProduct(ref: ProductRef | null): Resource<ProductDocument | null> {
  return useResource<ProductDocument | null>(
    ref ? keyOf(ref) : null,
    () => (ref ? loadProduct(pathOf(ref)) : Promise.resolve(null)),
    null,
  );
}
