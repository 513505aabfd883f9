/**
 * The account area and the sign-in forms against the real API (`api/testkit`: the API in process
 * on a fresh database, called over HTTP by the shared client). A customer is registered through
 * the API, its token set stored as the shop stores it, and the pages read and change real data.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SESSION_KEYS, signedIn, signOutRequested } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { realApiForThisFile } from './real-api';
import { callApi, listenToNotifications, signedInCustomer, signedOutCustomer, typeInto } from './real-customer';
import { renderAt } from './render';

const api = realApiForThisFile();

describe('sign-in and registration', () => {
  it('a wrong password shows the server message in the shared banner and signs nobody in', async () => {
    const { email } = await signedOutCustomer(api);
    const { shown, stop } = listenToNotifications();
    renderAt('/login');
    typeInto('Email', email);
    typeInto('Password', 'not the password');
    fireEvent.click(screen.getByLabelText("I'm not a robot"));
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(shown).toContainEqual({ type: 'error', message: 'Error: Invalid email or password' }));
    stop();
    expect(window.localStorage.getItem(SESSION_KEYS.accessToken)).toBeNull();
  });

  it('signing in stores the token set and tells the shell', async () => {
    const { email, password } = await signedOutCustomer(api);
    const heard: (string | null)[] = [];
    const stop = signedIn.subscribe(({ email: who }) => heard.push(who));
    renderAt('/login');
    typeInto('Email', email.toUpperCase());
    typeInto('Password', password);
    fireEvent.click(screen.getByLabelText("I'm not a robot"));
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    // The e-mail as the form normalised it (trimmed, lower-cased), as the API keeps it.
    await waitFor(() => expect(heard).toEqual([email]));
    expect(window.localStorage.getItem(SESSION_KEYS.accessToken)).toMatch(/^ey/);
    expect(window.localStorage.getItem(SESSION_KEYS.refreshToken)).toBeTruthy();
    stop();
  });

  it('registration with a taken e-mail shows the server message on the field', async () => {
    const { email } = await signedOutCustomer(api);
    renderAt('/register');
    typeInto('First Name', 'Ada');
    typeInto('Last Name', 'Lovelace');
    typeInto('Email', email);
    typeInto('Password', 'long enough');
    typeInto('Confirm Password', 'long enough');
    fireEvent.click(screen.getByLabelText("I'm not a robot"));
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('An account with this email already exists')).toBeTruthy();
    expect(window.localStorage.getItem(SESSION_KEYS.accessToken)).toBeNull();
  });
});

describe('account area', () => {
  it('the overview shows the real contact information and unverified e-mail', async () => {
    const { email } = await signedInCustomer(api);
    renderAt('/profile/details');
    expect(await screen.findByText('Ada Lund')).toBeTruthy();
    expect(screen.getByText(email)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend Verification Link' })).toBeTruthy();
    expect(screen.getAllByText('You have not set a default address.')).toHaveLength(2);
  });

  it("keeps the date of birth the checkout asks for, checked with the checkout's rules (issue 30)", async () => {
    await signedInCustomer(api);
    renderAt('/profile/account-information');
    const field = await screen.findByLabelText(/^Date of birth/);
    fireEvent.input(field, { target: { value: '2999-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Date of birth cannot be in the future')).toBeTruthy();
    fireEvent.input(field, { target: { value: '1985-03-09' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByLabelText(/^Date of birth/)).toBeNull()); // saved: back to the details

    renderAt('/profile/account-information');
    await waitFor(() => expect(screen.getByLabelText(/^Date of birth/)).toHaveProperty('value', '1985-03-09'));
  });

  it('adds an address (server rules on the form), lists it as default, then deletes it', async () => {
    await signedInCustomer(api);
    renderAt('/profile/address-book');
    expect(await screen.findByText('No addresses found')).toBeTruthy();
    expect(screen.getByText('Add a new address to your address book')).toBeTruthy();

    renderAt('/profile/address-book/new');
    const form = await screen.findByRole('button', { name: 'Save Address' });
    fireEvent.click(form);
    expect(await screen.findByText('Address Name is required')).toBeTruthy();
    typeInto(/^Address Name/, 'Ranch');
    typeInto(/^Phone$/, '406-555-0142');
    typeInto(/^Street Address$/, '12 Main St');
    typeInto(/^City/, 'Bozeman');
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'MT' } });
    typeInto(/^Zip/, '59715');
    fireEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Saving…' })).toBeNull());

    renderAt('/profile/address-book');
    const shipping = await screen.findAllByRole('region', { name: 'Default Shipping Address' });
    expect(within(shipping[shipping.length - 1] as HTMLElement).getByText('12 Main St')).toBeTruthy();
    const confirm = window.confirm;
    window.confirm = () => true;
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete Address Ranch' })[0] as HTMLElement);
    await waitFor(() => expect(screen.getAllByText('No addresses found').length).toBeGreaterThan(0));
    window.confirm = confirm;
  });

  it('order history says there are none yet', async () => {
    await signedInCustomer(api);
    renderAt('/profile/orders');
    expect(await screen.findByText('You have placed no orders')).toBeTruthy();
  });

  it('order details show the status and each shipment with its tracking link (issue 29)', async () => {
    const { email } = await signedInCustomer(api);
    const orderId = await shippedOrderOf(email);
    renderAt(`/profile/orders/${orderId}`);
    const shipments = await screen.findByRole('region', { name: 'Shipments' });
    const link = within(shipments).getByRole('link', { name: '9400111899223100012345' });
    expect(link.getAttribute('href')).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223100012345',
    );
    expect(screen.getByText('Partially shipped').closest('p')?.getAttribute('data-status')).toBe('Partially shipped');
  });

  it("another customer's order is not found", async () => {
    await signedInCustomer(api);
    renderAt('/profile/orders/1');
    expect(await screen.findByText('Order not found')).toBeTruthy();
  });

  it('a 401 on the profile call asks the shell to sign out', async () => {
    const { accessToken } = await signedInCustomer(api);
    expect((await callApi(api, '/Auth/logout', {}, accessToken)).status).toBe(200);
    const asked: unknown[] = [];
    const stop = signOutRequested.subscribe(() => asked.push(true));
    renderAt('/profile/details');
    await waitFor(() => expect(asked).toHaveLength(1));
    stop();
  });

  it('changing the password needs the current one and says so exactly', async () => {
    const { password } = await signedInCustomer(api);
    const { shown, stop } = listenToNotifications();
    renderAt('/profile/update-password');
    await screen.findByLabelText('Current Password');
    typeInto('Current Password', 'wrong password');
    typeInto('New Password', 'a brand new one');
    typeInto('Confirm Password', 'a brand new one');
    fireEvent.click(await screen.findByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Current password is incorrect')).toBeTruthy();
    typeInto('Current Password', password);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    });
    await waitFor(() => expect(shown.map((s) => s.message)).toContain('Password updated successfully'));
    stop();
  });

  it('my reviews says when there are none yet', async () => {
    await signedInCustomer(api);
    renderAt('/profile/my-reviews');
    expect(await screen.findByText('No reviews yet')).toBeTruthy();
  });

  it('my products lists the firearms registered while signed in, and only those', async () => {
    const customer = await signedInCustomer(api);
    renderAt('/profile/my-products');
    expect(await screen.findByText('No registered products')).toBeTruthy();
    const models = await (await fetch(`${api.url}/Registration/product/models`)).json();
    const registered = await callApi(
      api,
      '/Registration/product',
      {
        productId: models[0].productId,
        serialNumber: `HA${String(Date.now()).slice(-7)}`,
        purchaseDate: '2026-09-14',
        dealerName: 'Gallatin Valley Outfitters',
        firstName: 'Ada',
        lastName: 'Lund',
        email: customer.email,
        postalCode: '59715',
        captcha: 'test-pass-products',
      },
      customer.accessToken,
    );
    expect(registered.status).toBe(200);
    renderAt('/profile/my-products');
    expect(await screen.findByText(models[0].title)).toBeTruthy();
    expect(screen.getByText('Bought 09/14/2026 from Gallatin Valley Outfitters')).toBeTruthy();
  });

  it('Pro Deal refuses a file of the wrong type in the browser before sending', async () => {
    await signedInCustomer(api);
    renderAt('/profile/pro-deal');
    const input = await screen.findByLabelText('Supporting documents');
    const file = new File(['MZ'], 'tool.exe', { type: 'application/octet-stream' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('"tool.exe" is not a PNG, JPG, TIFF or PDF document');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(api.calls('POST', '/Registration/prodeal')).toHaveLength(0);
  });
});

/**
 * An order of the customer with `email`, one unit of two shipped by USPS (as the back office records
 * it; the staff API's own tests drive /staff/orders/{id}/shipments).
 */
async function shippedOrderOf(email: string): Promise<number> {
  const db = api.db;
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const cart = await db
    .insertInto('carts')
    .values({ user_id: user.id, status: 'converted' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const address = { address: '12 Main St', city: 'Bozeman', state: 'MT', zip: '59715', country: 'US' };
  const order = await db
    .insertInto('orders')
    .values({
      cart_id: cart.id,
      user_id: user.id,
      guest_id: null,
      status: 'Partially shipped',
      email,
      customer_name: 'Ada Lund',
      customer_phone: '(406) 555-0142',
      company: '',
      billing_address: address.address,
      billing_city: address.city,
      billing_state: address.state,
      billing_zip: address.zip,
      billing_country: address.country,
      shipping_name: 'Ada Lund',
      shipping_company: '',
      shipping_phone: '',
      shipping_address: address.address,
      shipping_city: address.city,
      shipping_state: address.state,
      shipping_zip: address.zip,
      shipping_country: address.country,
      shipping_method_id: null,
      shipping_method_name: 'Standard Ground',
      sub_total: '59.00',
      shipping_cost: '0',
      discount_amount: '0',
      tax_amount: '0',
      total_amount: '59.00',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const item = await db
    .insertInto('order_items')
    .values({
      order_id: order.id,
      sku: 'HA-CAP-01',
      product_name: 'Halvorsen Cap',
      product_url: '/product/cap',
      image_url: '',
      options: '[]',
      unit_price: '29.50',
      quantity: 2,
      line_total: '59.00',
      is_ffl_item: false,
      is_receiver_item: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const shipment = await db
    .insertInto('order_shipments')
    .values({ order_id: order.id, carrier: 'USPS', tracking_number: '9400111899223100012345', actor: 'test' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_shipment_lines')
    .values({ shipment_id: String(shipment.id), order_item_id: item.id, quantity: 1 })
    .execute();
  return order.id;
}
