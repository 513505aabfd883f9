/**
 * The promotion modal (000, sections 2 and 3): an applied discount's promotion information, as the
 * cart answers it in `appliedDiscounts[].promotionalPageInfo.data[0]`: title, subtitle, image, the
 * two product groups with their products' SKUs, and a Shop Now button. Esc, the close button or a
 * backdrop click dismiss it; focus moves in and returns on close (the kit's dialog focus).
 */
import { type MouseEvent, useRef } from 'react';
import { createPortal } from 'react-dom';
import { type AppliedDiscount, mediaUrl, type PromotionalProductGroup } from 'shared-contracts';
import { handleLinkClick } from 'shared-kit';
import { button } from 'shared-kit/buttons';
import { useDialogFocus } from 'shared-kit/dialog';
import styles from './PromotionModal.module.css';

export type PromotionInfo = AppliedDiscount['promotionalPageInfo']['data'][number];

/** The promotion to show for an applied discount, when it has one worth showing (a title). */
export function promotionOf(discount: AppliedDiscount | undefined): PromotionInfo | null {
  const info = discount?.promotionalPageInfo?.data?.[0];
  return info?.title ? info : null;
}

const productUrl = (title: string) => `/product/${encodeURIComponent(title)}`;

/** Shop Now opens the promotion's first product; a promotion without products goes to the shop's home. */
export function shopNowUrl(promotion: PromotionInfo): string {
  const first = [...(promotion.group1?.products ?? []), ...(promotion.group2?.products ?? [])][0];
  return first ? productUrl(first.title) : '/';
}

function ProductGroup({ group, id }: { group: PromotionalProductGroup | undefined; id: string }) {
  if (!group || group.products.length === 0) return null;
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h3 id={id} className={styles.groupTitle}>
        {group.title}
      </h3>
      <ul className={styles.products}>
        {group.products.map((product) => (
          <li key={product.title} className={styles.product}>
            <a
              href={productUrl(product.title)}
              onClick={(event) => handleLinkClick(event, productUrl(product.title))}
              className={styles.productLink}
            >
              {product.title}
            </a>
            {product.skus.length > 0 && (
              <span className={styles.skus}>
                <span className="visually-hidden">SKUs: </span>
                {product.skus.map((sku) => (
                  <code key={sku.sku} className={styles.sku}>
                    {sku.sku}
                  </code>
                ))}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function PromotionModal({
  promotion,
  code,
  onClose,
}: {
  promotion: PromotionInfo;
  code?: string;
  onClose(): void;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  useDialogFocus(dialog, onClose);
  const shopNow = shopNowUrl(promotion);
  const onShopNow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClose();
    handleLinkClick(event, shopNow);
  };

  return createPortal(
    <div className={styles.layer} data-boundary="checkout">
      {/* A backdrop click is a mouse shortcut; Escape and the close button serve the keyboard. */}
      <div className={styles.backdrop} aria-hidden="true" onClick={onClose} />
      <div
        ref={dialog}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="checkout-promo-title"
        aria-describedby="checkout-promo-subtitle"
        tabIndex={-1}
      >
        <button type="button" className={styles.close} onClick={onClose} aria-label="Close promotion">
          ✕
        </button>
        {promotion.promo_image?.url ? (
          <img className={styles.image} src={mediaUrl(promotion.promo_image.url)} alt="" />
        ) : null}
        <div className={styles.body}>
          {code ? <p className={styles.eyebrow}>Discount code {code} applied</p> : null}
          <h2 id="checkout-promo-title" className={styles.title}>
            {promotion.title}
          </h2>
          {promotion.subtitle ? (
            <p id="checkout-promo-subtitle" className={styles.subtitle}>
              {promotion.subtitle}
            </p>
          ) : null}
          <div className={styles.groups}>
            <ProductGroup group={promotion.group1} id="checkout-promo-group1" />
            <ProductGroup group={promotion.group2} id="checkout-promo-group2" />
          </div>
          <div className={styles.shopNowBar}>
            <a href={shopNow} onClick={onShopNow} className={`${button('primary', { size: 'xl' })} ${styles.shopNow}`}>
              Shop Now
            </a>
          </div>
        </div>
      </div>
    </div>,
    document.body,
  );
}
