/**
 * The 3D experience (spec 001 §2): the embedded canvas document in a 16:9 frame at most the window
 * height minus 140 px, and the host end of its bridge. The host sends the product and its prices
 * (queued until the canvas is ready), and turns "Add build to cart" into a cart line with the
 * build's id and notes; the checkout remote adds it and shows the usual toast.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ProductDocument } from 'shared-contracts';
import type { CanvasMessage } from 'shared-contracts/bridge/messages';
import { useHydrated } from 'shared-kit/server-render';
import { addToCart } from '../../shared/cart/add-to-cart';
import { loadPrices, type PriceList } from '../../shared/content/price-list';
import { useDocumentMeta } from '../../shared/content/use-document-meta';
import { PageShell } from '../../shared/ui/PageShell';
import styles from './BuilderPage.module.css';
import { BUILDER_PRODUCT_SLUG, builderProduct, cartLineFromBuild, loadBuilderDocument } from './builder-product';
import { createHostBridge } from './host-bridge';

declare const __webpack_public_path__: string | undefined;

/** The canvas document, published with this remote and served from its origin. */
function canvasUrl(): URL {
  const base =
    typeof __webpack_public_path__ === 'string' && __webpack_public_path__ !== 'auto' && __webpack_public_path__
      ? __webpack_public_path__
      : `${window.location.origin}/`;
  const url = new URL('3dbuilder/index.html', new URL(base, window.location.href));
  url.searchParams.set('host', window.location.origin);
  return url;
}

/**
 * 16:9, never taller than the window height minus 140 px (spec 001 §2, §9). Measured once the page
 * runs (a server render knows no window; the stage keeps its 16:9 box until then).
 */
function useFrameMaxHeight(): number | null {
  const [maxHeight, setMaxHeight] = useState<number | null>(null);
  useEffect(() => {
    const onResize = () => setMaxHeight(Math.max(window.innerHeight - 140, 180));
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return maxHeight;
}

type Phase = 'loading' | 'ready' | 'failed';

export default function BuilderPage() {
  useDocumentMeta('3D Builder', 'Build your Bridger HR-1 in 3D: calibre, barrel length, finish and add-ons.');
  const maxHeight = useFrameMaxHeight();
  // The canvas document's address is known in the browser only (the remote's origin): the server
  // sends the page's frame, and the canvas starts loading once the page is hydrated.
  const hydrated = useHydrated();
  const src = useMemo(() => (hydrated ? canvasUrl() : null), [hydrated]);
  const frame = useRef<HTMLIFrameElement>(null);
  const [progress, setProgress] = useState(0);
  const [phase, setPhase] = useState<Phase>('loading');
  const [productError, setProductError] = useState(false);

  // A canvas that never reports ready (its origin down, a script that failed) is said so.
  useEffect(() => {
    if (phase !== 'loading') return;
    const timer = window.setTimeout(() => setPhase('failed'), 45_000);
    return () => window.clearTimeout(timer);
  }, [phase]);

  useEffect(() => {
    if (!src) return;
    let doc: ProductDocument | null = null;
    let prices: PriceList = {};
    const bridge = createHostBridge({
      frameOrigin: src.origin,
      frameWindow: () => frame.current?.contentWindow ?? null,
      onProgress: setProgress,
      onReady: () => setPhase('ready'),
      onMessage: (message: CanvasMessage) => {
        if (message.type !== 'addBuildToCart') return;
        const { build } = message;
        const made = doc ? cartLineFromBuild(doc, prices, build) : { ok: false as const, reason: 'no product yet' };
        if (!made.ok) {
          console.warn(`[3d bridge] build refused: ${made.reason}`, build);
          bridge.send({ type: 'cartResult', buildId: build.buildId, ok: false });
          return;
        }
        void addToCart(made.line).then((ok) => bridge.send({ type: 'cartResult', buildId: build.buildId, ok }));
      },
    });
    const onMessage = (event: MessageEvent) => bridge.receive(event);
    window.addEventListener('message', onMessage);

    let cancelled = false;
    // The rifle's own skus only (its add-ons are priced in the document).
    loadBuilderDocument(BUILDER_PRODUCT_SLUG)
      .then(async (loaded) => {
        if (!loaded) throw new Error('Product not found');
        return { loaded, list: await loadPrices(loaded.skus.map((s) => s.sku)) };
      })
      .then(({ loaded, list }) => {
        if (cancelled) return;
        doc = loaded;
        prices = list;
        // Queued until the canvas is ready, then flushed (the bridge's rules).
        bridge.send({ type: 'configure', product: builderProduct(loaded, list) });
      })
      .catch((error: unknown) => {
        console.error('[catalog] the builder product could not be loaded', error);
        if (!cancelled) setProductError(true);
      });

    return () => {
      cancelled = true;
      window.removeEventListener('message', onMessage);
      bridge.dispose();
    };
  }, [src]);

  return (
    <PageShell
      title="3D Builder"
      subtitle="Build your Bridger HR-1: calibre, barrel length, finish and add-ons, seen from every angle."
    >
      <div
        className={styles.stage}
        style={maxHeight === null ? undefined : { maxWidth: `${(maxHeight * 16) / 9}px` }}
        data-bridge={phase}
        data-progress={progress}
      >
        {src && (
          <iframe
            ref={frame}
            className={styles.frame}
            src={src.href}
            title="Bridger HR-1 3D configurator"
            allow="fullscreen"
          />
        )}
      </div>
      {productError || phase === 'failed' ? (
        <p className={styles.note} role="alert">
          {productError
            ? "The rifle's options could not be loaded. Please reload the page to try again."
            : 'The 3D builder could not be loaded. Please reload the page to try again.'}
        </p>
      ) : (
        <p className={styles.note}>
          Drag to turn the rifle, scroll or pinch to zoom; with the keyboard, focus the picture and use the arrow keys,
          + and −. Every build ships to a licensed dealer you choose at checkout.
        </p>
      )}
    </PageShell>
  );
}
