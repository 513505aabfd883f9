import { LazyProductReviews } from '../../../shared/reviews/LazyReviews';
import { Section } from './Section';

/**
 * The reviews widget every product display type carries (spec 001 §2). Its code (embedded provider,
 * or the vendor's when runtime settings carry a reviews key) loads as the section nears the viewport.
 */
export function ReviewsSection({
  productId,
  vendorProductId,
  title,
  slug,
}: {
  productId: string;
  vendorProductId: string;
  title: string;
  slug: string;
}) {
  return (
    <Section title="Customer Reviews" id="reviews">
      <LazyProductReviews
        productId={productId}
        vendorProductId={vendorProductId}
        productTitle={title}
        productPath={`/product/${slug}`}
      />
    </Section>
  );
}
