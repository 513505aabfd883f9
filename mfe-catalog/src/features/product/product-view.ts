/**
 * "Product as used by the page" (spec 001 §3): the content document joined with the price list.
 * Pure, so the page renders from one tested shape.
 */
import type {
  Breadcrumb,
  ContentLink,
  Media,
  MetaData,
  MoreDetail,
  ProductDisplayType,
  ProductDocument,
  ProductPatent,
  PromoVideos,
  RichText,
  TechSpec,
} from 'shared-contracts';
import { finalPrice } from '../../shared/content/price';
import type { PriceList } from '../../shared/content/price-list';

export interface SkuVariant {
  id: number;
  /** The select this option belongs to (`ProductVariantType.title`). */
  fieldName: string;
  label: string;
  product_variant_type: string;
}

export interface ProductSku {
  sku: string;
  /** Null when the price list has no row for the sku (it cannot be bought then). */
  price: number | null;
  finalPrice: number | null;
  discountPercentage: number;
  quantity: number;
  imgUrl: Media;
  imageLibrary: Media[];
  description: string;
  variants: SkuVariant[];
  restrictedStates: string[];
  restrictedZips: string[];
}

export interface SelectOption {
  id: number;
  title: string;
}

export interface ProductSelect {
  fieldName: string;
  label: string;
  options: SelectOption[];
}

export interface ProductAddOnView {
  id: number;
  fieldName: string;
  label: string;
  price: number;
  image: Media;
}

export interface CompatibilityOption {
  key: string;
  fieldName: string;
  options: string[];
}

export interface ColorOption {
  value: string;
  title: string;
}

export interface ProductView {
  title: string;
  subtitle: string;
  /** The content document id. */
  productId: string;
  slug: string;
  displayType: ProductDisplayType;
  fflItem: boolean;
  receiverItem: boolean;
  yotpoProductId: string;
  breadcrumbs: Breadcrumb[];
  metaData: MetaData;
  image: Media;
  about: {
    summary: string;
    techSpecs: TechSpec[];
    title: string;
    subtitle: string;
    details: RichText;
    imgUrl: Media;
    readMore: RichText;
    patents: ProductPatent[];
    disclaimer: string;
  };
  skus: ProductSku[];
  selects: ProductSelect[];
  addOns: ProductAddOnView[];
  compatibilityOptions: CompatibilityOption[];
  colorOptions: ColorOption[];
  imageLibrary: Media[];
  relatedProducts: string[];
  promoVideos: PromoVideos | null;
  moreDetails: MoreDetail[];
  manuals: ContentLink[];
}

export function toProductView(doc: ProductDocument, prices: PriceList | null): ProductView {
  const variantLabels = new Map(doc.product_variant_types.map((t) => [t.title, t.display_title]));
  return {
    title: doc.title,
    subtitle: doc.subtitle,
    productId: doc.documentId,
    slug: doc.slug,
    displayType: doc.display_type,
    fflItem: doc.ffl_item,
    receiverItem: doc.receiver_item,
    yotpoProductId: doc.yotpo_product_id,
    breadcrumbs: doc.breadcrumbs ?? [],
    metaData: doc.meta_data,
    image: doc.image,
    about: {
      summary: doc.about?.summary ?? '',
      techSpecs: doc.about?.tech_specs ?? [],
      title: doc.about?.title ?? '',
      subtitle: doc.about?.subtitle ?? '',
      details: doc.about?.details ?? [],
      imgUrl: doc.about?.image ?? doc.image,
      readMore: doc.about?.read_more ?? [],
      patents: doc.about?.patents ?? [],
      disclaimer: doc.about?.disclaimer ?? '',
    },
    skus: doc.skus.map((sku) => {
      const row = prices?.[sku.sku];
      const final = row ? finalPrice(row) : null;
      return {
        sku: sku.sku,
        price: row ? row.price : null,
        finalPrice: final,
        discountPercentage: row && final !== null && final < row.price ? row.bestDiscountPercentage : 0,
        quantity: row ? Math.max(0, row.qtyOnHand) : 0,
        imgUrl: sku.image ?? doc.image,
        imageLibrary: sku.image_library ?? [],
        description: sku.description,
        variants: sku.product_variant_options.map((o) => ({
          id: o.id,
          fieldName: o.product_variant_type,
          label: o.title,
          product_variant_type: variantLabels.get(o.product_variant_type) ?? o.product_variant_type,
        })),
        restrictedStates: sku.restricted_states.map((s) => s.value),
        restrictedZips: sku.restricted_zips.map((z) => z.zip),
      };
    }),
    selects: doc.product_variant_types.map((t) => ({
      fieldName: t.title,
      label: t.display_title,
      options: t.options.map((o) => ({ id: o.id, title: o.title })),
    })),
    addOns: doc.add_ons.map((a) => ({
      id: a.id,
      fieldName: a.product_variant_type ?? 'add-on',
      label: a.title,
      price: a.add_on_price,
      image: a.image,
    })),
    compatibilityOptions: doc.product_compatibility.map((c) => ({
      key: c.key,
      fieldName: c.title,
      options: c.options,
    })),
    colorOptions: doc.color_swatch?.options.map((o) => ({ value: o.value, title: o.title })) ?? [],
    imageLibrary: doc.image_library ?? [],
    relatedProducts: doc.related_products ?? [],
    promoVideos: doc.promo_videos && doc.promo_videos.promo_video_cards.length > 0 ? doc.promo_videos : null,
    moreDetails: doc.more_details ?? [],
    manuals: doc.manuals ?? [],
  };
}

/** The gallery of the chosen sku: its own image library, else the product's, led by its image. */
export function imagesForSku(view: ProductView, sku: ProductSku | undefined): Media[] {
  const library = sku && sku.imageLibrary.length > 0 ? sku.imageLibrary : view.imageLibrary;
  const lead = sku?.imgUrl ?? view.image;
  const all = [lead, ...library].filter((m): m is Media => Boolean(m?.url));
  const seen = new Set<string>();
  return all.filter((m) => {
    if (seen.has(m.url)) return false;
    seen.add(m.url);
    return true;
  });
}
