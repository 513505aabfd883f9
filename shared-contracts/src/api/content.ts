/**
 * Content-service documents (catalogue and content specification 001, section 3), with the field
 * names as the specification writes them. The API stores these as seeded, serves pages under
 * `strapi/page/{name}` (inside `data`), products under `strapi/products/{slug}` and collections
 * under `strapi/product-groups/{slug}`. Prices and stock are NOT in these documents: they come from
 * the separate price list keyed by sku (see `ContentPriceRow`).
 *
 * Every media url is a site path (`/media/...`) served by the API; nothing is fetched from outside.
 */

import type { ComplianceAttributes } from '../domain/compliance';
import type { HEADER_MENUS } from '../domain/limits';

// ---- shared building blocks -------------------------------------------------------------

export interface Media {
  /** `/media/...` path served by the API. */
  url: string;
  alternativeText: string;
  /** Intrinsic size when known, so pages can reserve space and avoid layout shift. */
  width?: number;
  height?: number;
}

export interface MetaData {
  meta_title: string;
  meta_description: string;
}

export interface Breadcrumb {
  label: string;
  url: string;
}

/** A plain link used by footers, download buttons, manuals and the like. */
export interface ContentLink {
  title: string;
  url: string;
}

// ---- rich text (the content service's block format) -------------------------------------

/** A run of text with the specification's modifiers. */
export interface RichTextText {
  type: 'text';
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strikethrough?: boolean;
  code?: boolean;
}

export interface RichTextLink {
  type: 'link';
  url: string;
  children: RichTextText[];
}

export type RichTextInline = RichTextText | RichTextLink;

export interface RichTextParagraph {
  type: 'paragraph';
  children: RichTextInline[];
}

export interface RichTextHeading {
  type: 'heading';
  level: 1 | 2 | 3 | 4 | 5 | 6;
  children: RichTextInline[];
}

export interface RichTextQuote {
  type: 'quote';
  children: RichTextInline[];
}

export interface RichTextCode {
  type: 'code';
  children: RichTextText[];
}

export interface RichTextListItem {
  type: 'list-item';
  children: RichTextInline[];
}

export interface RichTextList {
  type: 'list';
  format: 'ordered' | 'unordered';
  children: Array<RichTextListItem | RichTextList>;
}

export interface RichTextImage {
  type: 'image';
  image: Media;
  /** Always one empty text child, as the block format requires. */
  children: RichTextText[];
}

export type RichTextBlock =
  | RichTextParagraph
  | RichTextHeading
  | RichTextQuote
  | RichTextCode
  | RichTextList
  | RichTextListItem
  | RichTextImage;

export type RichText = RichTextBlock[];

// ---- products ---------------------------------------------------------------------------

export type ProductDisplayType = 'product-short-alt' | 'product-short' | 'product-long';
export const PRODUCT_DISPLAY_TYPES: readonly ProductDisplayType[] = [
  'product-short-alt',
  'product-short',
  'product-long',
];

export interface TechSpec {
  label: string;
  value: string;
}

export interface ProductPatent {
  /** e.g. 'Utility patent' or 'Design patent'. */
  title: string;
  number: string;
}

export interface ProductAbout {
  title: string;
  subtitle: string;
  summary: string;
  tech_specs: TechSpec[];
  image: Media;
  /** The longer text revealed by "Read more". */
  read_more: RichText;
  details: RichText;
  disclaimer: string;
  patents: ProductPatent[];
}

export interface PromoVideoCard {
  image: Media;
  /** A playable file or, where no film exists, an in-site page the card links to. */
  video_url: string;
  title: string;
}

export interface PromoVideos {
  title: string;
  accent_title: string;
  promo_video_cards: PromoVideoCard[];
}

export interface ProductVariantOption {
  /** Unique within the product. */
  id: number;
  title: string;
}

/** One select on the product page. The array order of a product's types is the cascade order. */
export interface ProductVariantType {
  display_title: string;
  /** Machine name; `SkuVariantOption.product_variant_type` refers to it. */
  title: string;
  options: ProductVariantOption[];
}

export interface MoreDetail {
  question: string;
  answer: string;
}

export interface ProductAddOn {
  id: number;
  title: string;
  add_on_price: number;
  image: Media;
  /** Title of the variant type it belongs to, when it is shown beside one. */
  product_variant_type?: string;
}

export interface ProductCompatibility {
  key: string;
  title: string;
  options: string[];
}

export interface ColorSwatchOption {
  /** A CSS colour. */
  value: string;
  /** Equals an option title of the product's colour/finish variant type, so a chip drives that select. */
  title: string;
}

export interface ColorSwatch {
  options: ColorSwatchOption[];
}

export interface SkuVariantOption {
  id: number;
  title: string;
  /** `ProductVariantType.title` of the type this option belongs to. */
  product_variant_type: string;
}

export interface SkuDocument {
  sku: string;
  description: string;
  image: Media;
  image_library: Media[];
  /** One option per variant type of the product; empty for a product without variants. */
  product_variant_options: SkuVariantOption[];
  /** Two-letter state codes. */
  restricted_states: Array<{ value: string }>;
  /** A delivery zip containing one of these is blocked. */
  restricted_zips: Array<{ zip: string }>;
  /** What the sku is, as the compliance rules read it (issue 30); absent: an accessory (a receiver when the product is one). */
  compliance?: ComplianceAttributes;
}

export interface ProductFilterValue {
  /** `FilterCategory.title` of a collection. */
  category: string;
  value: string;
}

export interface ProductDocument {
  documentId: string;
  /** URL key: product pages live at `/product/<slug>`. */
  slug: string;
  title: string;
  subtitle: string;
  display_type: ProductDisplayType;
  image: Media;
  yotpo_product_id: string;
  ffl_item: boolean;
  receiver_item: boolean;
  breadcrumbs: Breadcrumb[];
  about: ProductAbout;
  promo_videos: PromoVideos | null;
  product_variant_types: ProductVariantType[];
  image_library: Media[];
  more_details: MoreDetail[];
  /** Slugs of other products. */
  related_products: string[];
  add_ons: ProductAddOn[];
  product_compatibility: ProductCompatibility[];
  color_swatch: ColorSwatch | null;
  skus: SkuDocument[];
  manuals: ContentLink[];
  /** The collection tag (tabbed grids group by it). */
  tags: string;
  filter_values: ProductFilterValue[];
  meta_data: MetaData;
}

/** A price-list row, keyed by sku (GET Products answers a map of these under `products`). */
export interface ContentPriceRow {
  sku: string;
  price: number;
  bestDiscountPercentage: number;
  /** Final price is this when present, otherwise `price`. */
  bestDiscountedPrice: number | null;
  qtyOnHand: number;
}

// ---- collections ------------------------------------------------------------------------

export type ProductGroupDisplayType = 'simple-grid' | 'tabbed-grid' | 'cards' | 'filterable-grid';
export const PRODUCT_GROUP_DISPLAY_TYPES: readonly ProductGroupDisplayType[] = [
  'simple-grid',
  'tabbed-grid',
  'cards',
  'filterable-grid',
];

export interface FilterCategory {
  title: string;
  multi: boolean;
  filter_options: Array<{ value: string }>;
}

export interface ProductGroupDocument {
  documentId: string;
  /** URL key: collection pages live at `/collection/<slug>`. */
  slug: string;
  title: string;
  subtitle: string;
  display_type: ProductGroupDisplayType;
  background_image: Media;
  filter_categories: FilterCategory[];
  /** Product slugs, in display order. */
  products: string[];
  breadcrumbs: Breadcrumb[];
  meta_data: MetaData;
}

// ---- pages: global ----------------------------------------------------------------------

export type NavigationKey = (typeof HEADER_MENUS)[number];

export interface ProductNavigationData {
  /** Product slug the entry points at, if any. */
  product?: string;
  /** Collection slug the entry points at, if any. */
  product_group?: string;
  filter_options?: Array<{ value: string }>;
}

export interface ChildNavigation {
  url: string;
  title: string;
  subtitle: string;
  image: Media;
  hover_image: Media;
}

export interface NavigationEntry {
  key: NavigationKey;
  title: string;
  main_navigation: { url: string; product_navigation_data?: ProductNavigationData };
  child_navigations: ChildNavigation[];
}

/** `strapi/page/app`: header navigation and site identity. */
export interface AppPage {
  navigation: NavigationEntry[];
  site: {
    brand_name: string;
    /** Mark for dark backgrounds (the header). */
    logo: Media;
    /** Mark for light backgrounds. */
    logo_dark: Media;
    support_email: string;
  };
}

export type SocialIcon = 'x' | 'vimeo' | 'instagram' | 'facebook' | 'youtube';

export interface SocialLink {
  icon: SocialIcon;
  social_media_url: string;
}

/** `strapi/page/footer`. Nav links are split into 3 columns by the shell. */
export interface FooterPage {
  logo: Media;
  nav_links: ContentLink[];
  social_links: SocialLink[];
  bottom_texts: Array<{ text: string; url?: string }>;
  /** The product guide download button. */
  download_asset: ContentLink;
  newsletter_title: string;
}

// ---- pages: catalogue -------------------------------------------------------------------

export interface CarouselCard {
  title: string;
  subtitle: string;
  image: Media;
  url: string;
  cta_label: string;
}

export interface ImageLinkTile {
  title: string;
  image: Media;
  url: string;
}

export interface HomePage {
  meta_data: MetaData;
  carousel: CarouselCard[];
  image_link_ribbon: ImageLinkTile[];
}

export interface LimitedEditionPage {
  meta_data: MetaData;
  banner: { title: string; image: Media };
  current: { title: string; image: Media; content: RichText; url?: string };
  /** Each row shows two images, then title and content. */
  past: Array<{ title: string; content: RichText; images: [Media, Media] }>;
  promotion: { title: string; content: RichText; image: Media; url: string };
}

// ---- pages: content ---------------------------------------------------------------------

/** Fields most content pages share: metadata, a heading background and breadcrumbs. */
export interface ContentPageBase {
  meta_data: MetaData;
  heading_image: Media;
  breadcrumbs: Breadcrumb[];
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqPage extends ContentPageBase {
  headerTitle: string;
  headerContent: string;
  headerImageUrl: string;
  faqItemList: FaqItem[];
}

/** About Us, with the specification's field names. The careers section renders with id `careers`. */
export interface AboutUsPage extends ContentPageBase {
  metaData: { title: string; description: string };
  headingImageUrl: { src: string; alt: string };
  headingTitle: string;
  /** Where the hero's video link goes (an in-site page when no film exists). */
  headingVideoUrl: string;
  simpleCopySection: RichText;
  lookingForImageUrl: string;
  lookingForHeading: string;
  lookingForSubHeading: RichText;
  lookingForListContent: string[];
  wantToTalkImageUrl: string;
  wantToTalkHeading: string;
  wantToTalkContent: string;
}

export interface ContactSocialLink {
  iconUrl: string;
  url: string;
  title: string;
}

export interface ContactUsPage extends ContentPageBase {
  title: string;
  address_1: string;
  address_2: string;
  address_3: string;
  phone: string;
  email: string;
  hours: string;
  socialLinks: ContactSocialLink[];
}

export interface SupportCard {
  image: Media;
  title: string;
  subtitle: string;
  link: string;
}

export interface SupportPage extends ContentPageBase {
  heading: string;
  subheading: string;
  cards: SupportCard[];
}

export interface WarrantySection {
  header?: string;
  content: RichText;
}

export interface WarrantyPage extends ContentPageBase {
  title: string;
  sections: WarrantySection[];
}

export interface Patent {
  product_name: string;
  patent_type: string;
  colors_and_models: string;
  patent_numbers: string[];
}

export interface PatentPage extends ContentPageBase {
  title: string;
  intro: string;
  patents: Patent[];
}

export interface MediaDownload {
  title: string;
  download: { url: string; ext: string };
  category: string;
}

export interface MediaLibraryPage extends ContentPageBase {
  title: string;
  subtitle: string;
  /** The header's catalog Download button. */
  catalog: ContentLink;
  downloads: MediaDownload[];
  image_request: { title: string; content: string };
}

export interface ResourcesPage extends ContentPageBase {
  heading: string;
  subheading: string;
  content: RichText;
}

/** `/copy/terms`, `/copy/privacy` (and `/terms-of-service`). */
export interface CopyPage extends ContentPageBase {
  header: string;
  content: RichText;
  background_image: Media;
}

export interface DealerLocatorPage extends ContentPageBase {
  title: string;
  subtitle: string;
  dealerSignup: { title: string; content: string; url: string; cta_label: string };
  imgUrl: string;
}

export interface DealerRegistrationPage extends ContentPageBase {
  title: string;
  intro: RichText;
  background_image: Media;
}

/** Login, register, forgot and reset password: a side image and a little copy. */
export interface AuthScreenPage {
  meta_data: MetaData;
  title: string;
  subtitle: string;
  image: Media;
}

// ---- page registry ----------------------------------------------------------------------

export interface PagesByName {
  app: AppPage;
  footer: FooterPage;
  home: HomePage;
  limitededition: LimitedEditionPage;
  aboutus: AboutUsPage;
  contactus: ContactUsPage;
  dealerlocator: DealerLocatorPage;
  dealerregistration: DealerRegistrationPage;
  faq: FaqPage;
  medialibrary: MediaLibraryPage;
  warranty: WarrantyPage;
  resources: ResourcesPage;
  support: SupportPage;
  terms: CopyPage;
  privacy: CopyPage;
  patent: PatentPage;
  login: AuthScreenPage;
  register: AuthScreenPage;
  forgotpassword: AuthScreenPage;
  resetpassword: AuthScreenPage;
}

export type PageName = keyof PagesByName;

export const PAGE_NAMES: readonly PageName[] = [
  'app',
  'footer',
  'home',
  'limitededition',
  'aboutus',
  'contactus',
  'dealerlocator',
  'dealerregistration',
  'faq',
  'medialibrary',
  'warranty',
  'resources',
  'support',
  'terms',
  'privacy',
  'patent',
  'login',
  'register',
  'forgotpassword',
  'resetpassword',
];

export function isPageName(value: string): value is PageName {
  return (PAGE_NAMES as readonly string[]).includes(value);
}

/** `GET strapi/page/{name}` answers the page inside `data`. */
export interface PageEnvelope<N extends PageName> {
  data: PagesByName[N];
}
