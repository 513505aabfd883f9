/**
 * What a product card reads of a product document (collection-item.ts). A collection keeps only
 * this of each of its products: a product's full document (every sku's images, texts, manuals) is
 * many times larger, and a server-rendered collection carries its data in the page. Its own small
 * module: the route prefetch (in every page's first load) reaches it through the collection's API.
 */
import type { ProductDocument } from 'shared-contracts';

type Sku = ProductDocument['skus'][number];

export interface CardProduct
  extends Pick<
    ProductDocument,
    'documentId' | 'title' | 'subtitle' | 'slug' | 'image' | 'ffl_item' | 'receiver_item' | 'tags' | 'filter_values'
  > {
  skus: Array<Pick<Sku, 'sku' | 'restricted_states' | 'restricted_zips'>>;
}

export function toCardProduct(product: ProductDocument): CardProduct {
  return {
    documentId: product.documentId,
    title: product.title,
    subtitle: product.subtitle,
    slug: product.slug,
    image: product.image,
    ffl_item: product.ffl_item,
    receiver_item: product.receiver_item,
    tags: product.tags,
    filter_values: product.filter_values,
    skus: product.skus.map(({ sku, restricted_states, restricted_zips }) => ({
      sku,
      restricted_states,
      restricted_zips,
    })),
  };
}
