/**
 * `/product/:title` and `/product/:displayType/:documentId`: the three display types of spec 001
 * §2. product-short-alt (pistol page), product-short, product-long (rifle page); all share the
 * gallery, the buy box, related products and the reviews section.
 */
import { useMemo } from 'react';
import { mediaUrl } from 'shared-contracts';
import { Breadcrumbs } from 'shared-kit';
import { usePrices } from '../../shared/content/price-list';
import { useDocumentMeta } from '../../shared/content/use-document-meta';
import { useLocation, useParams } from '../../shared/location';
import { NotFoundState } from '../../shared/ui/NotFoundState';
import { PageLoading } from '../../shared/ui/PageLoading';
import { RichText } from '../../shared/ui/RichText';
import { BuyBox } from './BuyBox';
import { Gallery } from './gallery/Gallery';
import styles from './ProductPage.module.css';
import { type ProductRef, useProduct } from './product-api';
import { imagesForSku, type ProductView, toProductView } from './product-view';
import { AboutSection } from './sections/AboutSection';
import { CompatibilityTabs } from './sections/CompatibilityTabs';
import { MoreDetails } from './sections/MoreDetails';
import { PromoVideos } from './sections/PromoVideos';
import { RelatedProducts } from './sections/RelatedProducts';
import { ReviewsSection } from './sections/ReviewsSection';
import { Section } from './sections/Section';
import { TechSpecs } from './sections/TechSpecs';
import { useVariantState } from './use-variant-state';

/** The product's trail: its content's, else Home and the product. */
function crumbsOf(view: ProductView) {
  return view.breadcrumbs.length > 0
    ? view.breadcrumbs
    : [
        { label: 'Home', url: '/' },
        { label: view.title, url: `/product/${view.slug}` },
      ];
}

export default function ProductPage() {
  const { title, documentId } = useParams();
  const ref = useMemo<ProductRef | null>(
    () => (documentId ? { kind: 'id', documentId } : title ? { kind: 'slug', slug: title } : null),
    [title, documentId],
  );
  const resource = useProduct(ref);
  const doc = resource.status === 'ready' ? resource.value : null;
  // The product's own variants (add-ons are priced in the document; related products ask for theirs).
  const skus = useMemo(() => doc?.skus.map((s) => s.sku) ?? [], [doc]);
  const prices = usePrices(skus);
  const view = useMemo(() => (doc ? toProductView(doc, prices) : null), [doc, prices]);
  useDocumentMeta(
    view?.metaData?.meta_title || view?.title,
    view?.metaData?.meta_description || view?.subtitle,
    doc && view
      ? {
          type: 'product',
          image: doc.skus[0]?.image?.url ? mediaUrl(doc.skus[0].image.url) : undefined,
          structured: { kind: 'product', product: doc, prices, crumbs: crumbsOf(view) },
        }
      : undefined,
  );

  if (resource.status === 'loading') return <PageLoading />;
  if (!view) return <NotFoundState title="Product not found" message="We could not find that product." />;
  // A new product starts from its own first valid selection.
  return <ProductDetail key={view.productId} view={view} pricesReady={prices !== null} />;
}

function ProductDetail({ view, pricesReady }: { view: ProductView; pricesReady: boolean }) {
  const { pathname } = useLocation();
  const state = useVariantState(view);
  const images = useMemo(() => imagesForSku(view, state.sku), [view, state.sku]);
  const crumbs = crumbsOf(view);
  const alt = view.displayType === 'product-short-alt';
  const long = view.displayType === 'product-long';

  return (
    <article className={styles.page} data-display-type={view.displayType}>
      <div className={styles.top}>
        <Breadcrumbs items={crumbs} currentPath={pathname} className={styles.crumbs} />
        <div className={styles.hero}>
          <div className={styles.galleryCol}>
            <Gallery images={images} title={view.title} />
          </div>
          <div className={styles.buyCol}>
            <BuyBox view={view} state={state} pricesReady={pricesReady}>
              {alt && <CompatibilityTabs groups={view.compatibilityOptions} />}
            </BuyBox>
            {!long && view.about.summary && <p className={styles.summary}>{view.about.summary}</p>}
          </div>
        </div>
      </div>

      {long ? (
        <AboutSection view={view} />
      ) : (
        (view.about.techSpecs.length > 0 || view.about.details.length > 0) && (
          <Section title="Tech Specs" id="tech-specs" tone={alt ? 'deep' : 'light'}>
            <TechSpecs specs={view.about.techSpecs} />
            {view.about.details.length > 0 && <RichText content={view.about.details} className={styles.details} />}
          </Section>
        )
      )}

      {view.promoVideos && <PromoVideos promo={view.promoVideos} />}

      {view.moreDetails.length > 0 && (
        <Section title="More Details" id="more-details">
          <MoreDetails items={view.moreDetails} />
        </Section>
      )}

      {!long && view.about.disclaimer && (
        <div className={styles.disclaimerBand}>
          <p>{view.about.disclaimer}</p>
        </div>
      )}

      <RelatedProducts slugs={view.relatedProducts} />
      <ReviewsSection
        productId={view.productId}
        vendorProductId={view.yotpoProductId || view.productId}
        title={view.title}
        slug={view.slug}
      />
    </article>
  );
}
