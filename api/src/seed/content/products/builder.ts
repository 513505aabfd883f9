/**
 * Builds ProductDocuments from compact specs: the variant types in cascade order plus the list
 * of combinations that really exist, so every SKU is a valid combination and nothing else is.
 */

import type {
  ContentLink,
  MoreDetail,
  ProductAbout,
  ProductAddOn,
  ProductCompatibility,
  ProductDisplayType,
  ProductDocument,
  ProductFilterValue,
  PromoVideos,
  SkuDocument,
} from 'shared-contracts/api/content';
import type { ComplianceAttributes } from 'shared-contracts/domain/compliance';
import { productArt } from '../../art/catalog-art';
import { productImages, productView } from '../media';
import { FIREARM_SERIALS } from './serial-formats';

export interface VariantSpec {
  /** Machine name, e.g. `calibre`. */
  title: string;
  display_title: string;
  options: string[];
}

export interface ProductSpec {
  /** Unique number: documentId and option ids derive from it. */
  index: number;
  slug: string;
  title: string;
  subtitle: string;
  display_type: ProductDisplayType;
  ffl_item: boolean;
  receiver_item: boolean;
  collection: { title: string; slug: string };
  tags: string;
  filter_values: ProductFilterValue[];
  /** Cascade order. Empty for a product without variants. */
  variants: VariantSpec[];
  /** Option titles, one per variant type, for each SKU that exists. `[[]]` without variants. */
  combos: string[][];
  skuCode: (combo: string[]) => string;
  /** The variant type whose options are colours, and the art colourway each option shows. */
  colourway?: { variant: string; finishes: Record<string, string> };
  restrictions?: (combo: string[]) => { states?: string[]; zips?: string[] };
  /** What each SKU is, as the compliance rules read it (issue 30): required, so no product goes unclassified. */
  compliance: ComplianceAttributes | ((combo: string[]) => ComplianceAttributes);
  about: Omit<ProductAbout, 'image'>;
  promo_videos?: PromoVideos | null;
  more_details: MoreDetail[];
  related_products: string[];
  add_ons?: Array<Omit<ProductAddOn, 'id'>>;
  product_compatibility?: ProductCompatibility[];
  manuals?: ContentLink[];
  meta_description: string;
}

/** States whose magazine-capacity or feature rules we do not ship into. */
export const CAPACITY_RESTRICTED_STATES = ['CA', 'NY', 'MA', 'CO'];
/** The number of rounds in a capacity option ('15-Round' -> 15). */
export function roundsOf(option: string | undefined): number | null {
  const rounds = Number.parseInt(option ?? '', 10);
  return Number.isFinite(rounds) && rounds > 0 ? rounds : null;
}

/** Chicago's downtown zips: local ordinances bar delivery of these items. */
export const CHICAGO_ZIPS = ['60601', '60602'];

export const FFL_DISCLAIMER =
  'Ships only to a federally licensed firearms dealer (FFL) of your choice. You must pass a background check at the dealer and be 18 or older for long guns, 21 or older for handguns and receivers. Not every product ships to every state or zip code: the shop checks your address before you pay.';

export function buildProduct(spec: ProductSpec): ProductDocument {
  const optionIds = new Map<string, number>();
  let next = 1;
  const product_variant_types = spec.variants.map((v) => ({
    display_title: v.display_title,
    title: v.title,
    options: v.options.map((title) => {
      const id = spec.index * 1000 + next++;
      optionIds.set(`${v.title}:${title}`, id);
      return { id, title };
    }),
  }));

  const art = productArt(spec.slug);
  const finishFor = (combo: string[]): string | undefined => {
    if (!spec.colourway) return undefined;
    const i = spec.variants.findIndex((v) => v.title === spec.colourway?.variant);
    const option = combo[i];
    return option === undefined ? undefined : spec.colourway.finishes[option];
  };

  const skus: SkuDocument[] = spec.combos.map((combo) => {
    if (combo.length !== spec.variants.length)
      throw new Error(`${spec.slug}: combo ${combo.join('/')} has the wrong length`);
    const images = productImages(spec.slug, finishFor(combo));
    const r = spec.restrictions?.(combo) ?? {};
    return {
      sku: spec.skuCode(combo),
      description: combo.length ? `${spec.title}, ${combo.join(', ')}` : spec.title,
      image: images.image,
      image_library: images.library,
      product_variant_options: combo.map((title, i) => {
        const type = spec.variants[i]?.title ?? '';
        const id = optionIds.get(`${type}:${title}`);
        if (id === undefined) throw new Error(`${spec.slug}: unknown option ${type}:${title}`);
        return { id, title, product_variant_type: type };
      }),
      restricted_states: (r.states ?? []).map((value) => ({ value })),
      restricted_zips: (r.zips ?? []).map((zip) => ({ zip })),
      compliance: {
        ...(typeof spec.compliance === 'function' ? spec.compliance(combo) : spec.compliance),
        ...FIREARM_SERIALS[spec.slug],
      },
    };
  });

  const main = productImages(spec.slug);
  const others = art.finishes.slice(1).map((f) => productImages(spec.slug, f.key).image);
  const colourway = spec.colourway;
  const color_swatch = colourway
    ? {
        options: (spec.variants.find((v) => v.title === colourway.variant)?.options ?? []).map((title) => {
          const finish = art.finishes.find((f) => f.key === colourway.finishes[title]);
          if (!finish) throw new Error(`${spec.slug}: no colourway for ${title}`);
          return { value: finish.swatch, title };
        }),
      }
    : null;

  return {
    documentId: `prd${String(spec.index).padStart(4, '0')}`,
    slug: spec.slug,
    title: spec.title,
    subtitle: spec.subtitle,
    display_type: spec.display_type,
    image: main.image,
    yotpo_product_id: `ha-${spec.slug}`,
    ffl_item: spec.ffl_item,
    receiver_item: spec.receiver_item,
    breadcrumbs: [
      { label: 'Home', url: '/' },
      { label: spec.collection.title, url: `/collection/${spec.collection.slug}` },
      { label: spec.title, url: `/product/${spec.slug}` },
    ],
    about: { ...spec.about, image: productView(spec.slug, 2) },
    promo_videos: spec.promo_videos ?? null,
    product_variant_types,
    image_library: [...main.library, ...others],
    more_details: spec.more_details,
    related_products: spec.related_products,
    add_ons: (spec.add_ons ?? []).map((a, i) => ({ ...a, id: spec.index * 1000 + 500 + i })),
    product_compatibility: spec.product_compatibility ?? [],
    color_swatch,
    skus,
    manuals: spec.manuals ?? [],
    tags: spec.tags,
    filter_values: spec.filter_values,
    meta_data: { meta_title: `${spec.title} | Halvorsen Arms`, meta_description: spec.meta_description },
  };
}

/** Short code for an option, used in SKU codes (".308 Win" -> "308", "Cerakote FDE" -> "FDE"). */
export function code(option: string): string {
  const known: Record<string, string> = {
    'Black Nitride': 'BLK',
    'Cerakote FDE': 'FDE',
    'Cerakote OD Green': 'ODG',
    Stainless: 'SS',
    'Cerakote Tungsten': 'TNG',
    'Cerakote Burnt Bronze': 'BRZ',
    'Blued / Walnut': 'BW',
    'Stainless / Grey Laminate': 'SSL',
    'Carbon / Black Nitride': 'CBK',
    'Carbon / FDE': 'CFD',
    'Two-Tone': 'TT',
    Black: 'BLK',
    'Heather Grey': 'HGR',
    Ember: 'EMB',
    Charcoal: 'CHR',
    Olive: 'OLV',
    Sand: 'SND',
    'Blaze Orange': 'BLZ',
    Navy: 'NVY',
    Coyote: 'COY',
    'OD Green': 'ODG',
    FDE: 'FDE',
  };
  return (
    known[option] ??
    option
      .replace(/[^A-Za-z0-9]/g, '')
      .toUpperCase()
      .slice(0, 6)
  );
}
