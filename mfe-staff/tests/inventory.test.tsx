/**
 * The inventory screen against the real API (issue 29 item 4): stock per SKU found by search,
 * an adjustment saved with its reason and shown in the SKU's history, the back-in-stock alerts it
 * sent said in words, and the shared schema's message on a change of 0.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { realApiForThisFile, signedInStaffer } from './real-api';
import { renderAt } from './render';

const api = realApiForThisFile();
const SKU = 'HA-CLN-FIELD';

async function setStock(sku: string, qty: number) {
  await api.db.updateTable('sku_prices').set({ qty_on_hand: qty }).where('sku', '=', sku).execute();
}

async function subscribeToStockAlert(sku: string, email: string) {
  const answer = await fetch(`${api.url}/ProductNotification/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.61.0.9' },
    body: JSON.stringify({ email, productId: sku, productName: 'Field cleaning kit', captcha: 'test-pass-inv' }),
  });
  expect(answer.status, await answer.text()).toBe(200);
}

async function searchFor(text: string) {
  const box = await screen.findByRole('searchbox', { name: 'Search SKU or product' });
  fireEvent.input(box, { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  return screen.findByRole('cell', { name: text });
}

describe('inventory', () => {
  it('saves an adjustment with its reason, shows it in the history and says the stock alerts it sent', async () => {
    const staffer = await signedInStaffer(api, 'fulfilment');
    await setStock(SKU, 0);
    await subscribeToStockAlert(SKU, `waiting-${Date.now()}@example.com`);
    renderAt('/staff/inventory');

    const cell = await searchFor(SKU);
    const row = cell.closest('tr') as HTMLElement;
    expect(within(row).getByText('Out of stock')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: `Adjust ${SKU}` }));
    fireEvent.input(await screen.findByLabelText(/^Change/), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: 'received' } });
    fireEvent.input(screen.getByLabelText(/^Note/), { target: { value: 'Pallet 4411 from the warehouse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save adjustment' }));

    const outcome = await screen.findByText(/^Saved: HA-CLN-FIELD now has 12 on hand \(was 0\)/);
    expect(outcome.textContent).toContain('Back in stock: 1 stock alert e-mailed.');
    expect(within(row).getByText('12')).toBeTruthy();

    const history = await screen.findByRole('table', { name: `Adjustments of ${SKU}` });
    await waitFor(() => expect(within(history).getByText('Pallet 4411 from the warehouse')).toBeTruthy());
    const entry = within(history).getByText('Pallet 4411 from the warehouse').closest('tr') as HTMLElement;
    expect(within(entry).getByText('+12')).toBeTruthy();
    expect(within(entry).getByText('0 → 12')).toBeTruthy();
    expect(within(entry).getByText('Received')).toBeTruthy();
    expect(within(entry).getByText(staffer.email)).toBeTruthy();

    const stored = await api.db
      .selectFrom('sku_prices')
      .select('qty_on_hand')
      .where('sku', '=', SKU)
      .executeTakeFirstOrThrow();
    expect(Number(stored.qty_on_hand)).toBe(12);
  });

  it('refuses a change of 0 with the shared schema message and sends nothing', async () => {
    await signedInStaffer(api, 'owner');
    renderAt('/staff/inventory');
    const row = (await searchFor(SKU)).closest('tr') as HTMLElement;

    fireEvent.click(within(row).getByRole('button', { name: `Adjust ${SKU}` }));
    fireEvent.input(await screen.findByLabelText(/^Change/), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: 'damaged' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save adjustment' }));

    expect(await screen.findByText(/^Change must be a whole number from -100000 to 100000, not 0/)).toBeTruthy();
    expect(api.calls('POST', /\/adjustments$/)).toHaveLength(0);
  });

  it('lists only SKUs at or below the low-stock line when asked', async () => {
    await signedInStaffer(api, 'owner');
    await setStock('HA-CARE-SET', 2);
    await setStock('HA-BIP-RDG', 40);
    renderAt('/staff/inventory');
    await screen.findByRole('table', { name: 'Stock per SKU' });

    fireEvent.click(screen.getByRole('checkbox', { name: 'Low stock only' }));

    await waitFor(() => expect(api.calls('GET', /lowStock=true/).length).toBeGreaterThan(0));
    expect(await screen.findByRole('cell', { name: 'HA-CARE-SET' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'HA-BIP-RDG' })).toBeNull());
  });
});
