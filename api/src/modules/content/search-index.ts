/** Rows of the product search index, derived from the product documents. */

import type { Insertable } from 'kysely';
import type { ProductDocument, RichText, RichTextBlock, RichTextInline } from 'shared-contracts/api/content';
import type { ProductSearchTable, ProductWordsTable } from '../../platform/db/tables/platform';
import { productSearchWords } from '../../shared/search-words';

function inlineText(inline: RichTextInline): string {
  return inline.type === 'text' ? inline.text : inline.children.map((child) => child.text).join('');
}

function blockText(block: RichTextBlock): string {
  if (block.type === 'image') return '';
  if (block.type === 'list') return block.children.map(blockText).join(' ');
  return block.children.map((child) => inlineText(child as RichTextInline)).join('');
}

/** Plain text of rich text; tolerant of missing parts (documents come from a content store). */
export function richTextToPlain(blocks: RichText | undefined | null): string {
  return Array.isArray(blocks) ? blocks.map(blockText).join(' ') : '';
}

export function searchRowOf(product: ProductDocument): Insertable<ProductSearchTable> {
  const skus = (product.skus ?? []).map((sku) => sku.sku);
  const description = [
    product.about?.summary ?? '',
    richTextToPlain(product.about?.details),
    ...(product.skus ?? []).map((sku) => sku.description ?? ''),
  ]
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return {
    document_id: product.documentId,
    sku: skus[0] ?? '',
    title: product.title,
    subtitle: product.subtitle ?? '',
    slug: product.slug,
    display_type: product.display_type,
    image_url: product.image?.url ?? null,
    image_alt: product.image?.alternativeText ?? '',
    description,
    search_text: [product.title, product.subtitle, ...skus, description].join(' ').toLowerCase(),
  };
}

/** The product's vocabulary words (typo correction, migration 006), stored beside its search row. */
export function wordsRowOf(product: ProductDocument): Insertable<ProductWordsTable> {
  return {
    document_id: product.documentId,
    words: productSearchWords({
      title: product.title,
      subtitle: product.subtitle,
      skus: (product.skus ?? []).map((sku) => sku.sku),
    }),
  };
}
