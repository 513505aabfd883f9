import { describe, expect, it } from 'vitest';
import { cartLineFromProduct } from '../src/features/product/cart-line';
import { imagesForSku, toProductView } from '../src/features/product/product-view';
import {
  availableOptions,
  changeSelection,
  initialSelection,
  matchingSku,
} from '../src/features/product/variant-selection';
import { media, prices, product, rifle } from './fixtures';

describe('toProductView', () => {
  const view = toProductView(rifle(), prices);

  it('maps the product document into the product used by the page', () => {
    expect(view).toMatchObject({
      title: 'Bridger Precision',
      productId: 'doc-rifle',
      displayType: 'product-long',
      fflItem: true,
    });
    expect(view.selects.map((s) => [s.fieldName, s.label])).toEqual([
      ['caliber', 'Caliber'],
      ['barrel', 'Barrel Length'],
      ['finish', 'Finish'],
    ]);
    expect(view.addOns).toEqual([{ id: 90, fieldName: 'add-on', label: 'Bipod', price: 120, image: media('bipod') }]);
    expect(view.colorOptions).toEqual([
      { value: '#111', title: 'Black' },
      { value: '#8b7355', title: 'Flat Dark Earth' },
    ]);
    expect(view.about).toMatchObject({ summary: 'A cap.', title: 'About', imgUrl: media('cap-about') });
  });

  it('joins every sku with its price, final price and stock', () => {
    const first = view.skus[0];
    expect(first).toMatchObject({
      sku: 'BR-308-20-BLK',
      price: 2000,
      finalPrice: 1800,
      discountPercentage: 10,
      quantity: 3,
    });
    expect(first?.variants[0]).toEqual({
      id: 1,
      fieldName: 'caliber',
      label: '.308 Win',
      product_variant_type: 'Caliber',
    });
    expect(first?.restrictedStates).toEqual(['CA']);
    expect(view.skus[1]).toMatchObject({ finalPrice: 2000, discountPercentage: 0, quantity: 0 });
  });

  it('gives an unpriced sku no price and no stock', () => {
    const bare = toProductView(product(), null);
    expect(bare.skus[0]).toMatchObject({ price: null, finalPrice: null, quantity: 0 });
  });

  it('leads the gallery with the sku image, then its library or the product library', () => {
    const cap = toProductView(product(), prices);
    expect(imagesForSku(cap, cap.skus[0]).map((m) => m.url)).toEqual([
      '/media/CAP-1.svg',
      '/media/cap-1.svg',
      '/media/cap-2.svg',
    ]);
  });
});

describe('cascading variant selects', () => {
  const view = toProductView(rifle(), prices);
  const { selects, skus } = view;
  const titles = (index: number, sel: Record<string, number>) =>
    availableOptions(selects, skus, sel, index).map((o) => o.title);

  it('starts with every select at its first valid option', () => {
    expect(initialSelection(selects, skus)).toEqual({ caliber: 1, barrel: 10, finish: 20 });
  });

  it('limits later selects to existing combinations', () => {
    expect(titles(0, {})).toEqual(['.308 Win', '6.5 Creedmoor']);
    expect(titles(1, { caliber: 1 })).toEqual(['20"', '24"']);
    expect(titles(1, { caliber: 2 })).toEqual(['24"']);
    expect(titles(2, { caliber: 1, barrel: 11 })).toEqual(['Black']);
    expect(titles(2, { caliber: 1, barrel: 10 })).toEqual(['Black', 'Flat Dark Earth']);
  });

  it('resets later selects to their first valid option when one changes', () => {
    const start = { caliber: 1, barrel: 10, finish: 21 };
    expect(changeSelection(selects, skus, start, 'caliber', 2)).toEqual({ caliber: 2, barrel: 11, finish: 20 });
    expect(changeSelection(selects, skus, start, 'barrel', 11)).toEqual({ caliber: 1, barrel: 11, finish: 20 });
    expect(changeSelection(selects, skus, start, 'finish', 20)).toEqual({ caliber: 1, barrel: 10, finish: 20 });
  });

  it('ignores an option that no sku offers with the earlier selection', () => {
    const start = { caliber: 2, barrel: 11, finish: 21 };
    expect(changeSelection(selects, skus, start, 'barrel', 10)).toBe(start);
    expect(changeSelection(selects, skus, start, 'unknown', 10)).toBe(start);
  });

  it('finds the matching sku, which drives price and stock', () => {
    expect(matchingSku(selects, skus, { caliber: 1, barrel: 10, finish: 21 })?.sku).toBe('BR-308-20-FDE');
    expect(matchingSku(selects, skus, { caliber: 1, barrel: 10, finish: 21 })?.quantity).toBe(0);
    expect(matchingSku(selects, skus, { caliber: 2, barrel: 10, finish: 21 })).toBeUndefined();
    const cap = toProductView(product(), prices);
    expect(matchingSku(cap.selects, cap.skus, {})?.sku).toBe('CAP-1');
  });
});

describe('cart line from the product page', () => {
  it('sends the spec cart-line payload with options, add-ons and restrictions', () => {
    const view = toProductView(rifle(), prices);
    const selection = { caliber: 1, barrel: 10, finish: 20 };
    const sku = matchingSku(view.selects, view.skus, selection);
    if (!sku) throw new Error('no sku');
    expect(cartLineFromProduct({ view, sku, selection, addOns: view.addOns, quantity: 2 })).toEqual({
      productName: 'Bridger Precision',
      productId: 'BR-308-20-BLK',
      quantity: 2,
      imageUrl: '/media/BR-308-20-BLK.svg',
      productPrice: 1920,
      price: 2120,
      productUrl: '/product/bridger-308',
      isFflItem: true,
      isReceiverItem: false,
      optionIds: [1, 10, 20, 90],
      options: [
        { label: 'Caliber', value: '.308 Win' },
        { label: 'Barrel Length', value: '20"' },
        { label: 'Finish', value: 'Black' },
        { label: 'Add-on', value: 'Bipod' },
      ],
      buildId: null,
      notes: null,
      restrictedStates: ['CA'],
      restrictedZips: ['10001'],
    });
  });
});
