/**
 * The back office's order screens against the real API (issue 29 items 2 and 3): orders placed by a
 * guest through the real checkout, staff sessions of each role, and every action through the page.
 * - the list shows a new order, filters it by status (kept in the URL) and finds it by number;
 * - a fulfilment staffer ships a non-FFL order with tracking: Shipped, on the timeline, by them;
 * - an FFL order: the licence copy recorded (multipart), a serial of the wrong format refused on its
 *   field, then shipped with the right one;
 * - support adds a note but sees no Refund button (an owner does).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { catalogRowsOf, type RealApi, seedContent } from 'api/testkit';
import type { StaffRole } from 'shared-contracts/domain/staff-permissions';
import { encodeTestToken } from 'shared-contracts/payments/test-token';
import { describe, expect, it } from 'vitest';
import { realApiForThisFile, staffSessionOf } from './real-api';
import { renderAsStaff, shown } from './render';

const api = realApiForThisFile();

/** A sku of the content seed: its product's name, and whether it ships to a dealer. */
function seedSku(code: string) {
  const product = seedContent.products.find((p) => p.skus.some((s) => s.sku === code));
  const row = product && catalogRowsOf(product).find((r) => r.sku === code);
  if (!product || !row) throw new Error(`The content seed no longer has ${code}`);
  return {
    sku: code,
    name: product.title,
    isFflItem: Boolean(product.ffl_item),
    options: JSON.parse(String(row.options)),
  };
}

/** Gear (no dealer), and a lever-action rifle whose serials read HA-ML-######. */
const CAP = seedSku('HA-HAT-LOGO-OLV');
const LEVER = seedSku('HA-MAD-357MAG-BW');

let counter = 0;

/** A guest's order through the real checkout (Bozeman, Montana; a dealer for firearm lines). */
async function placeOrder(api: RealApi, product: ReturnType<typeof seedSku>, quantity = 1): Promise<number> {
  const inject = async (
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => {
    const answer = await api.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    if (answer.statusCode >= 400) throw new Error(`${method} ${url} answered ${answer.statusCode}: ${answer.body}`);
    return answer.json();
  };
  const { guestId } = await inject('POST', '/Auth/guest');
  const guest = { 'x-guest-id': guestId };
  const cart = await inject(
    'POST',
    `/Cart/guest/${guestId}/items`,
    {
      productName: product.name,
      productId: product.sku,
      quantity,
      imageUrl: '',
      productPrice: 1,
      price: 1,
      productUrl: '',
      isFflItem: product.isFflItem,
      isReceiverItem: false,
      optionIds: [],
      options: product.options,
      buildId: null,
      notes: null,
      restrictedStates: [],
      restrictedZips: [],
    },
    guest,
  );
  counter += 1;
  const answer = await inject(
    'POST',
    '/Checkout/simplified',
    {
      cartId: cart.id,
      customerInfo: {
        email: `buyer-${Date.now()}-${counter}@example.com`,
        name: 'Ada Lovelace',
        company: '',
        mainContact: '(406) 555-0142',
        address: '12 Main St',
        city: 'Bozeman',
        state: 'MT',
        zip: '59715',
        country: 'US',
        shippingName: '',
        shippingCompany: '',
        addressContact: '',
        shippingAddress: '',
        shippingCity: '',
        shippingState: '',
        shippingZip: '',
        shippingCountry: '',
        optInNewsletter: false,
        shippingSameAsBilling: true,
        shippingMethodId: '1',
      },
      ...(product.isFflItem
        ? {
            dealerInfo: {
              dealerName: 'Gallatin Valley Arms',
              dealerAddress: '400 Rouse Ave',
              dealerEmail: 'ffl@gallatinarms.example.com',
              dealerPhone: '(406) 555-0199',
              dealerCity: 'Bozeman',
              dealerState: 'MT',
              dealerZip: '59715',
              dealerCountry: 'US',
            },
          }
        : {}),
      paymentToken: encodeTestToken({ last4: '1111', brand: 'Visa' }),
      dateOfBirth: '1980-06-15',
    },
    { ...guest, 'idempotency-key': crypto.randomUUID() },
  );
  if (typeof answer.orderId !== 'number') throw new Error(`No order: ${answer.message}`);
  return answer.orderId;
}

async function openAs(role: StaffRole, path: string) {
  const staffer = await staffSessionOf(api, role);
  const { unmount } = await renderAsStaff(path, staffer.token);
  return { ...staffer, unmount };
}

/** The order's detail as a staffer of `role`, once it has been read. */
async function openOrder(role: StaffRole, orderId: number) {
  const staffer = await openAs(role, `/staff/orders/${orderId}`);
  await screen.findByRole('region', { name: 'Lines' });
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`Order HA-${orderId}`);
  return staffer;
}

const statusOf = async (orderId: number) =>
  (await api.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;

const section = (name: string) => screen.getByRole('region', { name });
/** A control by its label as written (a required field's label ends in an aria-hidden " *"). */
const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
const field = (label: string, scope: HTMLElement = document.body) =>
  within(scope).getByLabelText(labelled(label), { selector: 'input, select, textarea' }) as HTMLInputElement;
const type = (label: string, value: string, scope: HTMLElement = document.body) => {
  const control = field(label, scope);
  // `input` in a text field, as typing fires it, `change` on a select: onChange with either renderer.
  fireEvent[control instanceof HTMLSelectElement ? 'change' : 'input'](control, { target: { value } });
};

describe('the orders list (/staff/orders)', () => {
  it('shows a new order, filters by status in the URL, and finds an order by its number', async () => {
    const orderId = await placeOrder(api, CAP);
    const other = await placeOrder(api, CAP);
    await openAs('support', '/staff/orders');
    const link = await screen.findByRole('link', { name: `Order HA-${orderId}` });
    expect(link.getAttribute('href')).toBe(`/staff/orders/${orderId}`);
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Paid')).toBeTruthy();
    expect(within(row).getByText('No')).toBeTruthy();
    // Newest first.
    const links = screen.getAllByRole('link', { name: /^Order HA-/ }).map((a) => a.textContent);
    expect(links.indexOf(`Order HA-${other}`)).toBeLessThan(links.indexOf(`Order HA-${orderId}`));

    type('Status', 'Cancelled');
    expect(await screen.findByText('No orders match these filters.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: `Order HA-${orderId}` })).toBeNull();
    expect(shown.path).toBe('/staff/orders?status=Cancelled');

    type('Status', 'Paid');
    expect(await screen.findByRole('link', { name: `Order HA-${orderId}` })).toBeTruthy();
    expect(shown.path).toBe('/staff/orders?status=Paid');

    type('Search orders', `HA-${orderId}`);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(shown.path).toBe(`/staff/orders?q=HA-${orderId}&status=Paid`));
    // The API is asked for the order's id (its search takes digits for an order number).
    await waitFor(() =>
      expect(api.calls('GET', /^\/staff\/orders\?/).map((call) => call.path)).toContain(
        `/staff/orders?status=Paid&q=${orderId}&page=1`,
      ),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: `Order HA-${other}` })).toBeNull());
    expect(screen.getByRole('link', { name: `Order HA-${orderId}` })).toBeTruthy();
  });
});

describe('the order detail (/staff/orders/:id)', () => {
  it('a fulfilment staffer ships a non-FFL order with its tracking number: Shipped, on the timeline by them', async () => {
    const orderId = await placeOrder(api, CAP, 2);
    const staffer = await openOrder('fulfilment', orderId);
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Create shipment' }));
    const shipments = section('Shipments');
    expect(field(`Quantity to ship: ${CAP.name}`, shipments).value).toBe('2');
    fireEvent.click(within(shipments).getByRole('button', { name: 'Ship' }));
    expect(await within(shipments).findByText(/^Carrier must be one of/)).toBeTruthy();

    type('Carrier', 'UPS', shipments);
    type('Tracking number', '1Z999AA10123456784', shipments);
    fireEvent.click(within(shipments).getByRole('button', { name: 'Ship' }));
    expect(
      await within(shipments).findByText(/^Shipped with UPS \(1Z999AA10123456784\)\. The order is Shipped\./),
    ).toBeTruthy();
    expect(await statusOf(orderId)).toBe('Shipped');
    const tracking = await within(shipments).findByRole('link', { name: '1Z999AA10123456784' });
    expect(tracking.getAttribute('href')).toContain('ups.com');
    expect(within(shipments).queryByRole('button', { name: 'Create shipment' })).toBeNull();

    const timeline = screen.getByRole('list', { name: 'Timeline' });
    const shipped = within(timeline).getByText('Shipped with UPS, tracking 1Z999AA10123456784').closest('li');
    expect(shipped?.textContent).toContain(staffer.email);
    expect(within(timeline).getByText('Order placed (guest checkout)').closest('li')?.textContent).toContain(
      'customer',
    );
    // Shipped: nothing to cancel any more.
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('an FFL order: the licence copy recorded, a serial of the wrong format refused on its field, then shipped', async () => {
    const orderId = await placeOrder(api, LEVER);
    expect(await statusOf(orderId)).toBe('Awaiting FFL');
    await openOrder('fulfilment', orderId);
    const dealer = section('Dealer');
    expect(within(dealer).getByText('Gallatin Valley Arms')).toBeTruthy();
    // Not in the directory: no licence on file to verify by, the copy must be recorded.
    expect(within(dealer).queryByRole('button', { name: 'Verify licence on file' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create shipment' })).toBeNull();

    // A PNG by its bytes (the API checks the signature, not the name).
    const png = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52])],
      'licence.png',
      { type: 'image/png' },
    );
    fireEvent.change(field('Licence copy', dealer), { target: { files: [png] } });
    const nextYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
    type('Licence expiry', nextYear, dealer);
    type('FFL number', '9-87-654-01-2B-54321', dealer);
    fireEvent.click(within(dealer).getByRole('button', { name: 'Record licence' }));
    expect(await within(dealer).findByText('Licence copy recorded. The order is Ready to ship.')).toBeTruthy();
    expect(await statusOf(orderId)).toBe('Ready to ship');
    // The copy recorded can be seen beside the check (read with the staff session, shown from a blob).
    fireEvent.click(await within(dealer).findByRole('button', { name: 'View licence copy' }));
    const copy = await within(dealer).findByRole('img', { name: 'Licence copy licence.png' });
    expect(copy.getAttribute('src')).toMatch(/^blob:/);

    fireEvent.click(screen.getByRole('button', { name: 'Create shipment' }));
    const shipments = section('Shipments');
    const serial = `Serial number 1: ${LEVER.name}`;
    type(serial, 'XX-1', shipments);
    type('Carrier', 'FedEx', shipments);
    type('Tracking number', '123456789012', shipments);
    fireEvent.click(within(shipments).getByRole('button', { name: 'Ship' }));
    const serialField = field(serial, shipments);
    await waitFor(() => expect(serialField.getAttribute('aria-invalid')).toBe('true'));
    expect(within(shipments).getByText(/serial XX-1 is not of the model's format HA-ML-######/)).toBeTruthy();
    expect(await statusOf(orderId)).toBe('Ready to ship');

    type(serial, `ha-ml-${String(orderId).padStart(6, '0')}`, shipments);
    fireEvent.click(within(shipments).getByRole('button', { name: 'Ship' }));
    expect(await within(shipments).findByText(/The order is Shipped\./)).toBeTruthy();
    expect(await within(shipments).findByText(`Serials: HA-ML-${String(orderId).padStart(6, '0')}`)).toBeTruthy();
  });

  it('support adds an internal note but sees no Refund button; an owner sees it', async () => {
    const orderId = await placeOrder(api, CAP);
    const owner = await openOrder('owner', orderId);
    expect(within(section('Payment')).getByRole('button', { name: 'Refund' })).toBeTruthy();
    owner.unmount();

    const support = await openOrder('support', orderId);
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create shipment' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy();

    const notes = section('Notes');
    type('Internal note', 'Customer called: leave at the back door.', notes);
    fireEvent.click(within(notes).getByRole('button', { name: 'Add note' }));
    expect(await within(notes).findByText('Note added.')).toBeTruthy();
    const note = await within(notes).findByText('Customer called: leave at the back door.');
    expect(note.closest('li')?.textContent).toContain(support.email);
    expect(within(screen.getByRole('list', { name: 'Timeline' })).getByText('Internal note added')).toBeTruthy();
  });

  it('an owner refunds one line in part with restock: the amount shown first, then refunded and back in stock', async () => {
    const orderId = await placeOrder(api, CAP, 2);
    const stock = async () =>
      Number(
        (
          await api.db
            .selectFrom('sku_prices')
            .select('qty_on_hand')
            .where('sku', '=', CAP.sku)
            .executeTakeFirstOrThrow()
        ).qty_on_hand,
      );
    const before = await stock();
    await openOrder('owner', orderId);
    const payment = section('Payment');
    fireEvent.click(within(payment).getByRole('button', { name: 'Refund' }));
    const line = (
      await api.db
        .selectFrom('order_items')
        .select('unit_price')
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).unit_price;
    type(`Refund quantity: ${CAP.name}`, '1', payment);
    fireEvent.click(within(payment).getByLabelText('Return to stock'));
    type('Reason', 'Arrived damaged', payment);
    const price = Number(line).toFixed(2);
    expect(within(payment).getByText(new RegExp(`^Refund \\$${price} of the`))).toBeTruthy();
    fireEvent.click(within(payment).getByRole('button', { name: 'Issue refund' }));
    expect(
      await within(payment).findByText(
        new RegExp(`^Refunded \\$${price}, units returned to stock\\. The order is Partially refunded\\.`),
      ),
    ).toBeTruthy();
    expect(await statusOf(orderId)).toBe('Partially refunded');
    expect(await stock()).toBe(before + 1);
    expect(await within(payment).findByText('Arrived damaged')).toBeTruthy();
  });

  it('support cancels a paid order after the confirm step: Cancelled, nothing left to ship or cancel', async () => {
    const orderId = await placeOrder(api, CAP);
    await openOrder('support', orderId);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(await statusOf(orderId)).toBe('Paid');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));
    expect(await screen.findByText(/^Order cancelled\. The order is Cancelled\./)).toBeTruthy();
    expect(await statusOf(orderId)).toBe('Cancelled');
    const timeline = screen.getByRole('list', { name: 'Timeline' });
    expect(await within(timeline).findByText('Cancelled: Customer asked to cancel')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Yes, cancel the order' })).toBeNull();
  });
});
