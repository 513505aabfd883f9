/**
 * `/product/:title` and `/product/:displayType/:documentId`: the three display types of spec 001
 * §2. product-short-alt (pistol page), product-short, product-long (rifle page); all share the
 * gallery, the buy box, related products and the reviews section.
 */
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { Breadcrumbs } from 'shared-contracts';
import { type PriceList, usePriceList } from '../../shared/content/price-list';
import { useDocumentMeta } from '../../shared/content/use-document-meta';
import { EmptyState } from '../../shared/ui/EmptyState';
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

export default function ProductPage() {
  const { title, documentId } = useParams();
  const ref = useMemo<ProductRef | null>(
    () => (documentId ? { kind: 'id', documentId } : title ? { kind: 'slug', slug: title } : null),
    [title, documentId],
  );
  const resource = useProduct(ref);
  const prices = usePriceList();
  const doc = resource.status === 'ready' ? resource.value : null;
  const view = useMemo(() => (doc ? toProductView(doc, prices) : null), [doc, prices]);
  useDocumentMeta(view?.metaData?.meta_title || view?.title, view?.metaData?.meta_description || view?.subtitle);

  if (resource.status === 'loading') return <PageLoading />;
  if (!view) return <EmptyState title="Product not found" message="We could not find that product." />;
  // A new product starts from its own first valid selection.
  return <ProductDetail key={view.productId} view={view} prices={prices} />;
}

function ProductDetail({ view, prices }: { view: ProductView; prices: PriceList | null }) {
  const state = useVariantState(view);
  const images = useMemo(() => imagesForSku(view, state.sku), [view, state.sku]);
  const crumbs =
    view.breadcrumbs.length > 0
      ? view.breadcrumbs
      : [
          { label: 'Home', url: '/' },
          { label: view.title, url: `/product/${view.slug}` },
        ];
  const alt = view.displayType === 'product-short-alt';
  const long = view.displayType === 'product-long';

  return (
    <article className={styles.page} data-display-type={view.displayType}>
      <div className={styles.top}>
        <Breadcrumbs items={crumbs} className={styles.crumbs} />
        <div className={styles.hero}>
          <div className={styles.galleryCol}>
            <Gallery images={images} title={view.title} />
          </div>
          <div className={styles.buyCol}>
            <BuyBox view={view} state={state} pricesReady={prices !== null}>
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

      <RelatedProducts slugs={view.relatedProducts} prices={prices} />
      <ReviewsSection
        productId={view.productId}
        vendorProductId={view.yotpoProductId || view.productId}
        title={view.title}
        slug={view.slug}
      />
    </article>
  );
}
