/**
 * The embedded canvas document of the 3D experience: its own page in the host's iframe, as a
 * game-engine export would be. It draws the build (three.js, or a flat view without WebGL), holds
 * the option panel and the price, reports its loading progress and registers its end of the
 * bridge; "Add build to cart" sends the build to the host, which adds the cart line.
 */
import {
  BRIDGE_RETRY_MS,
  type BuilderProduct,
  GUEST_ID_PREFIX,
  type HostMessage,
} from 'shared-contracts/bridge/messages';
import { formatUSD } from 'shared-contracts/domain/format';
import {
  availableOptions,
  buildPrice,
  choiceTitles,
  choose,
  initialSelection,
  matchingSku,
  type Selection,
} from './build-state';
import { type CanvasBridge, connectCanvasBridge, hostOrigin } from './canvas-bridge';
import { flatView } from './flat-view';
import { type RifleLook, rifleLook } from './rifle-model';
import type { RifleScene } from './scene';

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

/** The default look while the product is on its way: the catalogue's most common build. */
const DEFAULT_LOOK = rifleLook({ choices: { barrel_length: '22"', finish: 'Black Nitride' }, addOns: [] });

function hasWebGl(): boolean {
  if (new URLSearchParams(window.location.search).get('webgl') === '0') return false;
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

function randomPart(): string {
  try {
    return crypto.randomUUID().replaceAll('-', '').slice(0, 16);
  } catch {
    return Math.random().toString(36).slice(2, 18);
  }
}

/** The canvas's own guest session id (kept on its origin), announced to the host. */
function guestSessionId(): string {
  const key = 'halvorsen-3d:guest';
  try {
    const stored = localStorage.getItem(key);
    if (stored?.startsWith(GUEST_ID_PREFIX)) return stored;
    const made = `${GUEST_ID_PREFIX}${randomPart()}`;
    localStorage.setItem(key, made);
    return made;
  } catch {
    return `${GUEST_ID_PREFIX}${randomPart()}`;
  }
}

export function startConfigurator(): void {
  const app = $<HTMLElement>('app');
  const viewport = $<HTMLDivElement>('viewport');
  const loading = $<HTMLDivElement>('loading');
  const loadingBar = $<HTMLSpanElement>('loading-bar');
  const loadingText = $<HTMLSpanElement>('loading-text');
  const title = $<HTMLHeadingElement>('product-title');
  const form = $<HTMLFormElement>('options');
  const price = $<HTMLParagraphElement>('price');
  const add = $<HTMLButtonElement>('add');
  const status = $<HTMLParagraphElement>('status');
  const toggle = $<HTMLButtonElement>('panel-toggle');

  let progress = 0;
  let product: BuilderProduct | null = null;
  let selection: Selection = [];
  let addOnIds: number[] = [];
  let scene: RifleScene | null = null;
  let flat: HTMLDivElement | null = null;
  let pendingBuild: string | null = null;
  let hostReady = false;
  let renderer: 'webgl' | 'fallback' = 'webgl';

  const origin = hostOrigin();
  const bridge: CanvasBridge | null = origin ? connectCanvasBridge(origin, onHostMessage) : null;
  if (!bridge) console.warn('[3d canvas] no host page: the build cannot be added to a cart from here');

  function reportProgress(value: number): void {
    progress = Math.max(progress, value);
    loadingBar.style.width = `${Math.round(progress * 100)}%`;
    loadingText.textContent = `${Math.round(progress * 100)}%`;
    loading.setAttribute('aria-valuenow', String(Math.round(progress * 100)));
    app.dataset.progress = String(progress);
    bridge?.post({ type: 'progress', progress });
    if (progress >= 1) {
      loading.hidden = true;
      app.dataset.mode = renderer;
    }
  }

  // Registration is announced until the host answers registeredBridge, so a host that attached its
  // listener late still meets this side.
  function announce(): void {
    if (!bridge || hostReady) return;
    bridge.post({ type: 'registerBridge' });
    bridge.post({ type: 'progress', progress });
    window.setTimeout(announce, BRIDGE_RETRY_MS);
  }

  function onHostMessage(message: HostMessage): void {
    switch (message.type) {
      case 'registeredBridge':
        hostReady = true;
        app.dataset.bridge = 'registered';
        return;
      case 'configure':
        product = message.product;
        selection = initialSelection(product);
        addOnIds = addOnIds.filter((id) => product?.addOns.some((a) => a.id === id));
        renderPanel();
        return;
      case 'cartResult':
        if (message.buildId !== pendingBuild) return;
        pendingBuild = null;
        status.textContent = message.ok ? 'Your build is in the cart.' : 'The build could not be added.';
        renderBuy();
        return;
    }
  }

  function currentLook(): RifleLook {
    if (!product) return DEFAULT_LOOK;
    const titles = product.addOns.filter((a) => addOnIds.includes(a.id)).map((a) => a.label);
    return rifleLook({ choices: choiceTitles(product, selection), addOns: titles });
  }

  function redraw(): void {
    const look = currentLook();
    scene?.show(look);
    if (flat) flat.innerHTML = flatView(look);
  }

  function renderPanel(): void {
    if (!product) return;
    title.textContent = product.title;
    form.replaceChildren();
    product.variantTypes.forEach((type, index) => {
      const fieldset = document.createElement('fieldset');
      const legend = document.createElement('legend');
      legend.textContent = type.label;
      fieldset.append(legend);
      const available = availableOptions(product as BuilderProduct, selection, index);
      for (const option of type.options) {
        const label = document.createElement('label');
        label.className = 'chip';
        const input = document.createElement('input');
        input.type = 'radio';
        input.name = type.fieldName;
        input.value = String(option.id);
        input.checked = selection[index] === option.id;
        input.disabled = !available.has(option.id);
        input.addEventListener('change', () => {
          selection = choose(product as BuilderProduct, selection, index, option.id);
          status.textContent = '';
          renderPanel();
        });
        label.append(input, document.createTextNode(option.title));
        fieldset.append(label);
      }
      form.append(fieldset);
    });
    if (product.addOns.length > 0) {
      const fieldset = document.createElement('fieldset');
      const legend = document.createElement('legend');
      legend.textContent = 'Add-ons';
      fieldset.append(legend);
      for (const addOn of product.addOns) {
        const label = document.createElement('label');
        label.className = 'addon';
        const input = document.createElement('input');
        input.type = 'checkbox';
        input.name = 'addOns';
        input.value = String(addOn.id);
        input.checked = addOnIds.includes(addOn.id);
        input.addEventListener('change', () => {
          addOnIds = input.checked ? [...addOnIds, addOn.id] : addOnIds.filter((id) => id !== addOn.id);
          status.textContent = '';
          renderBuy();
          redraw();
        });
        const name = document.createElement('span');
        name.textContent = addOn.label;
        const cost = document.createElement('span');
        cost.className = 'addon-price';
        cost.textContent = `+${formatUSD(addOn.price)}`;
        label.append(input, name, cost);
        fieldset.append(label);
      }
      form.append(fieldset);
    }
    renderBuy();
    redraw();
  }

  function renderBuy(): void {
    if (!product) return;
    const sku = matchingSku(product, selection);
    const { final, original } = buildPrice(product, sku, addOnIds);
    price.replaceChildren();
    if (final === null) {
      price.textContent = 'Currently unavailable';
    } else {
      const now = document.createElement('span');
      now.className = 'now';
      now.textContent = formatUSD(final);
      now.dataset.price = final.toFixed(2);
      price.append(now);
      if (original !== null) {
        const was = document.createElement('s');
        was.textContent = formatUSD(original);
        price.append(' ', was);
      }
    }
    const inStock = Boolean(sku && sku.quantity > 0 && final !== null);
    add.disabled = !inStock || pendingBuild !== null || !bridge;
    add.textContent = pendingBuild ? 'Adding…' : inStock ? 'Add build to cart' : 'Out of stock';
    app.dataset.sku = sku?.sku ?? '';
  }

  form.addEventListener('submit', (event) => event.preventDefault());

  add.addEventListener('click', () => {
    if (!product || !bridge) return;
    const sku = matchingSku(product, selection);
    if (!sku) return;
    pendingBuild = `bld_${randomPart()}`;
    status.textContent = '';
    renderBuy();
    bridge.post({ type: 'addBuildToCart', build: { buildId: pendingBuild, sku: sku.sku, addOnIds: [...addOnIds] } });
  });

  toggle.addEventListener('click', () => {
    const open = toggle.getAttribute('aria-expanded') !== 'true';
    toggle.setAttribute('aria-expanded', String(open));
    app.dataset.panel = open ? 'open' : 'closed';
  });

  function startFallback(reason: string): void {
    renderer = 'fallback';
    flat = document.createElement('div');
    flat.className = 'flat';
    const note = document.createElement('p');
    note.className = 'notice';
    note.textContent = `3D view unavailable: ${reason}. You can still choose every option and add the build to your cart.`;
    viewport.replaceChildren(flat, note);
    redraw();
    reportProgress(1);
  }

  reportProgress(0.1);
  if (bridge) {
    bridge.post({ type: 'guestSession', guestId: guestSessionId() });
    announce();
  }

  if (!hasWebGl()) {
    startFallback('this browser has WebGL turned off or does not support it');
    return;
  }
  import('./scene')
    .then(({ createRifleScene }) => {
      reportProgress(0.3);
      // The 3D viewer takes the keyboard: arrows turn it, + and − zoom, Home resets.
      viewport.tabIndex = 0;
      viewport.setAttribute('role', 'application');
      viewport.setAttribute('aria-roledescription', '3D viewer');
      viewport.setAttribute(
        'aria-label',
        'Your build in 3D. Drag or use the arrow keys to turn it; scroll, pinch or plus and minus to zoom; Home resets the view.',
      );
      scene = createRifleScene(viewport, currentLook(), reportProgress);
      redraw();
    })
    .catch((error: unknown) => {
      console.error('[3d canvas] the 3D scene failed to start', error);
      scene = null;
      startFallback('the 3D scene could not start on this device');
    });
}
