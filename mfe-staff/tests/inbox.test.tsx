/**
 * The inboxes against the real API (issue 29 item 6): an image request and a product registration
 * sent through the shop's forms are listed open, marked handled by the staffer (said in place, on
 * record with who), then listed under "handled"; a second handling is refused with who did it.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { realApiForThisFile, signedInStaffer } from './real-api';
import { renderAt } from './render';

const api = realApiForThisFile();
let counter = 0;

async function post(path: string, body: Record<string, unknown>) {
  counter += 1;
  const answer = await fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.63.${counter}.${(Date.now() % 250) + 1}` },
    body: JSON.stringify({ ...body, captcha: `test-pass-${counter}` }),
  });
  expect(answer.status, await answer.text()).toBe(200);
}

const sendImageRequest = (lookingFor: string) =>
  post('/Registration/image-request', {
    firstName: 'Sig',
    lastName: 'Berg',
    email: `media-${Date.now()}@example.com`,
    lookingFor,
  });

async function registerProduct(serialNumber: string) {
  const models = (await (await fetch(`${api.url}/Registration/product/models`)).json()) as Array<{ productId: string }>;
  await post('/Registration/product', {
    productId: models[0]?.productId,
    serialNumber,
    purchaseDate: '2026-10-03',
    dealerId: '',
    dealerName: 'Hometown Sporting Goods, Bozeman MT',
    firstName: 'Nils',
    lastName: 'Aas',
    email: `owner-${Date.now()}@example.com`,
    phone: '(406) 555-0101',
    postalCode: '59715',
  });
}

describe('inbox', () => {
  it('marks an image request handled, says so in place, and lists it under handled with who', async () => {
    await sendImageRequest('Hi-res photos of the Bridger HR-1 for our catalogue');
    const staffer = await signedInStaffer(api, 'support');
    renderAt('/staff/inbox');

    const text = await screen.findByText('Hi-res photos of the Bridger HR-1 for our catalogue');
    const row = text.closest('tr') as HTMLElement;
    expect(within(row).getByText('Open')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Mark handled (image request from Sig Berg)' }));

    expect(await within(row).findByText('Marked handled.')).toBeTruthy();
    expect(within(row).getByText('Handled')).toBeTruthy();
    expect(within(row).getByText(new RegExp(`^by ${staffer.email}`))).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /Mark handled/ })).toBeNull();

    const stored = await api.db
      .selectFrom('image_requests')
      .select(['handled_by', 'handled_at'])
      .where('looking_for', '=', 'Hi-res photos of the Bridger HR-1 for our catalogue')
      .executeTakeFirstOrThrow();
    expect(stored.handled_by).toBe(staffer.email);
    expect(stored.handled_at).not.toBeNull();

    fireEvent.change(screen.getByRole('combobox', { name: 'State' }), { target: { value: 'handled' } });
    await waitFor(() => expect(api.calls('GET', /state=handled/).length).toBeGreaterThan(0));
    const handledRow = (await screen.findByText('Hi-res photos of the Bridger HR-1 for our catalogue')).closest(
      'tr',
    ) as HTMLElement;
    expect(within(handledRow).getByText(new RegExp(`^by ${staffer.email}`))).toBeTruthy();
  });

  it('lists a product registration; a staffer on a stale list is told who handled it first', async () => {
    await registerProduct('HB123456');
    await signedInStaffer(api, 'owner');
    renderAt('/staff/inbox?kind=product-registrations');
    const row = (await screen.findByText('Serial HB123456')).closest('tr') as HTMLElement;
    expect(within(row).getByText(/Hometown Sporting Goods, Bozeman MT/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Product registrations' }).getAttribute('aria-current')).toBe('page');

    // A colleague handles it while this list is open.
    await api.db
      .updateTable('product_registrations')
      .set({ handled_at: new Date(), handled_by: 'colleague@halvorsen.example' })
      .where('serial_number', '=', 'HB123456')
      .execute();
    fireEvent.click(within(row).getByRole('button', { name: 'Mark handled (serial HB123456)' }));

    const refusal = await within(row).findByRole('alert');
    expect(refusal.textContent).toMatch(
      /^This product registration was already marked handled by colleague@halvorsen\.example at /,
    );
  });
});
