/**
 * The host's side of the builder's data: the rifle's product document (GET /strapi/products/{slug})
 * and the prices of its skus (GET /Products/prices) made into what the canvas needs, and a build made into
 * the spec's cart-line payload (001 §3), with `buildId` and `notes` describing the build. Names
 * and prices come from the host's own copy, never from the canvas's message.
 */
import type { CartLinePayload, ProductDocument } from 'shared-contracts';
import { BUILD_NOTES_MAX, type BuilderBuild, type BuilderProduct } from 'shared-contracts/bridge/messages';
import { apiCall } from 'shared-kit';
import { fetchOnce } from '../../shared/content/fetch-once';
import { finalPrice } from '../../shared/content/price';
import type { PriceList } from '../../shared/content/price-list';

/** The rifle the builder configures (api/src/seed/content/products/rifles.ts). */
export const BUILDER_PRODUCT_SLUG = 'bridger-hr1';

type ProductAnswer = { data: ProductDocument[] | ProductDocument | null };

export function loadBuilderDocument(slug = BUILDER_PRODUCT_SLUG): Promise<ProductDocument | null> {
  return fetchOnce(`product:${slug}`, async () => {
    const answer = await apiCall<ProductAnswer>(`/strapi/products/${encodeURIComponent(slug)}`);
    return (Array.isArray(answer.data) ? answer.data[0] : answer.data) ?? null;
  });
}

export function builderProduct(doc: ProductDocument, prices: PriceList): BuilderProduct {
  return {
    slug: doc.slug,
    title: doc.title,
    subtitle: doc.subtitle,
    variantTypes: doc.product_variant_types.map((type) => ({
      fieldName: type.title,
      label: type.display_title,
      options: type.options.map((o) => ({ id: o.id, title: o.title })),
    })),
    skus: doc.skus.map((sku) => {
      const row = prices[sku.sku];
      return {
        sku: sku.sku,
        optionIds: sku.product_variant_options.map((o) => o.id),
        price: row ? row.price : null,
        finalPrice: row ? finalPrice(row) : null,
        quantity: row?.qtyOnHand ?? 0,
      };
    }),
    addOns: doc.add_ons.map((a) => ({ id: a.id, label: a.title, price: a.add_on_price })),
  };
}

/** The build as a cart line, or why it cannot be one (a sku or add-on this product does not have). */
export function cartLineFromBuild(
  doc: ProductDocument,
  prices: PriceList,
  build: BuilderBuild,
): { ok: true; line: CartLinePayload } | { ok: false; reason: string } {
  const sku = doc.skus.find((s) => s.sku === build.sku);
  const row = sku ? prices[sku.sku] : undefined;
  if (!sku || !row) return { ok: false, reason: `unknown sku ${build.sku}` };
  const addOns = build.addOnIds.map((id) => doc.add_ons.find((a) => a.id === id));
  if (addOns.some((a) => !a)) return { ok: false, reason: 'unknown add-on' };
  const chosenAddOns = addOns.filter((a): a is NonNullable<typeof a> => Boolean(a));
  const addOnTotal = chosenAddOns.reduce((sum, a) => sum + a.add_on_price, 0);
  const labels = new Map(doc.product_variant_types.map((t) => [t.title, t.display_title]));
  const choices = sku.product_variant_options.map((o) => ({
    id: o.id,
    label: labels.get(o.product_variant_type) ?? o.product_variant_type,
    value: o.title,
  }));
  const described = [
    ...choices.map((c) => `${c.label}: ${c.value}`),
    chosenAddOns.length > 0 ? `Add-ons: ${chosenAddOns.map((a) => a.title).join(', ')}` : 'No add-ons',
  ];
  const notes = `3D build ${build.buildId} of the ${doc.title}. ${described.join('; ')}.`;
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    ok: true,
    line: {
      productName: doc.title,
      productId: sku.sku,
      quantity: 1,
      imageUrl: sku.image?.url || doc.image?.url || '',
      productPrice: round(finalPrice(row) + addOnTotal),
      price: round(row.price + addOnTotal),
      productUrl: `/product/${doc.slug}`,
      isFflItem: doc.ffl_item,
      isReceiverItem: doc.receiver_item,
      optionIds: [...choices.map((c) => c.id), ...chosenAddOns.map((a) => a.id)],
      options: [
        ...choices.map((c) => ({ label: c.label, value: c.value })),
        ...chosenAddOns.map((a) => ({ label: 'Add-on', value: a.title })),
      ],
      buildId: build.buildId,
      notes: notes.slice(0, BUILD_NOTES_MAX),
      restrictedStates: sku.restricted_states.map((s) => s.value),
      restrictedZips: sku.restricted_zips.map((z) => z.zip),
    },
  };
}
