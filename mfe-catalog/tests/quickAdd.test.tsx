import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { addCartItem, type CartLinePayload, emptyGuestCart, notify, type ShopNotification } from 'shared-contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ItemGrid } from '../src/features/collection/ItemGrid';
import { MemoryRouter } from '../src/shared/location';
import { toCollectionItem } from '../src/shared/products/collection-item';
import { prices, product, rifle } from './fixtures';

const cap = toCollectionItem(product(), prices);
const soldOut = toCollectionItem(product({ documentId: 'doc-2', title: 'Sold Out Cap', skus: [product().skus[0]!] }), {
  'CAP-1': { price: 30, bestDiscountPercentage: 0, bestDiscountedPrice: null, qtyOnHand: 0 },
});
const withVariants = toCollectionItem(rifle(), prices);

let unhandle: (() => void) | undefined;
afterEach(() => unhandle?.());

function renderGrid() {
  render(
    <MemoryRouter>
      <ItemGrid items={[cap, soldOut, withVariants]} />
    </MemoryRouter>,
  );
}

describe('quick add to cart on collection cards', () => {
  it('shows only for an item without variants that is in stock', () => {
    renderGrid();
    expect(screen.getByRole('button', { name: 'Add to Cart: Ridgeline Cap' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to Cart: Sold Out Cap' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to Cart: Bridger Precision' })).toBeNull();
    expect(screen.getByText('Out of stock')).toBeTruthy();
  });

  it('shows the original and discounted price with the percentage off', () => {
    renderGrid();
    const card = screen.getByRole('heading', { name: 'Bridger Precision' }).closest('article');
    expect(card?.textContent).toContain('$1,800.00');
    expect(card?.textContent).toContain('$2,000.00');
    expect(card?.textContent).toContain('10% off');
  });

  it('sends quantity 1 of the sku through the cart command', async () => {
    const sent: CartLinePayload[] = [];
    unhandle = addCartItem.handle((payload) => {
      sent.push(payload);
      return emptyGuestCart();
    });
    renderGrid();
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart: Ridgeline Cap' }));
    await screen.findByText('Added to Cart');
    expect(sent).toEqual([expect.objectContaining({ productId: 'CAP-1', quantity: 1, productPrice: 30, price: 30 })]);
  });

  it('shows the message when the cart refuses the item', async () => {
    unhandle = addCartItem.handle(() => {
      throw new Error('Item cannot ship to your state');
    });
    const seen: ShopNotification[] = [];
    const stop = notify.subscribe((n) => seen.push(n));
    renderGrid();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add to Cart: Ridgeline Cap' }));
    });
    await waitFor(() => expect(seen).toEqual([{ type: 'error', message: 'Error: Item cannot ship to your state' }]));
    stop();
  });
});
