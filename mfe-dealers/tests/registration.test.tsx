/**
 * Dealer registration against the real API (`api/testkit`): every field of specification 001
 * section 3, the rules and messages of section 5, the multipart call of section 7 and the outcomes
 * of section 8 (success shows the server's message and clears the form; failure resets the captcha
 * and shows the error, the server's field errors on their fields).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notify, type ShopNotification } from 'shared-contracts';
import { DEALER_REGISTRATION_RECEIVED_MESSAGE } from 'shared-contracts/api/dealers';
import { DEALER_DOCUMENT_MAX_BYTES } from 'shared-contracts/schemas/dealer-registration';
import { describe, expect, it } from 'vitest';
import { realApiForThisFile } from './real-api';
import { renderAt } from './render';

let counter = 0;
const api = realApiForThisFile();

async function openForm() {
  renderAt('/dealer-registration');
  return screen.findByRole('button', { name: 'Submit Application' });
}

const byLabel = (label: string | RegExp, scope: HTMLElement = document.body) =>
  within(scope).getByLabelText(label, { selector: 'input, select' }) as HTMLInputElement;
const group = (name: string) => screen.getByRole('group', { name });
const type = (label: string | RegExp, value: string, scope?: HTMLElement) => {
  const field = byLabel(label, scope);
  // `input` in a text field, as typing fires it, `change` on a select: onChange with either renderer.
  fireEvent[field instanceof HTMLSelectElement ? 'change' : 'input'](field, { target: { value } });
};

function pdf(name = 'ffl.pdf', bytes = 2048) {
  const body = new Uint8Array(bytes);
  body.set(new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\n'));
  body.set(new TextEncoder().encode('\n%%EOF\n'), bytes - 7);
  return new File([body], name, { type: 'application/pdf' });
}

function fillValid(overrides: { email?: string; state?: string; zip?: string } = {}) {
  counter += 1;
  type(/^Company/, 'Paradise Valley Arms');
  type(/^Website/, 'www.paradisevalleyarms.com');
  type(/^Phone/, '(406) 555-0177');
  type(/^First Name/, 'Erik');
  type(/^Last Name/, 'Halvorsen');
  type(/^Email/, overrides.email ?? `dealer-${Date.now()}-${counter}@example.com`);
  type(/^Password/, 'correct horse battery');
  type(/^Confirm Password/, 'correct horse battery');
  const shipping = group('Shipping address');
  type(/^Street Address/, '12 Park St', shipping);
  type(/^City/, 'Livingston', shipping);
  type(/^State/, overrides.state ?? 'MT', shipping);
  type(/^Zip Code/, overrides.zip ?? '59047', shipping);
}

async function solveCaptcha() {
  fireEvent.click(await screen.findByRole('checkbox', { name: /not a robot/i }));
}

describe('dealer registration: the form', () => {
  it('takes its heading, title and intro from the content service', async () => {
    await openForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Dealer Registration' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Dealer Registration | Halvorsen Arms'));
    expect(await screen.findByText(/Tell us about your shop/)).toBeTruthy();
  });

  it('has every field of the specification, with maxLength from the shared limits', async () => {
    await openForm();
    for (const label of [/^Company/, /^Website/, /^Phone/, /^Email/, /^Password/, /^Confirm Password/, /^First Name/]) {
      expect(byLabel(label)).toBeTruthy();
    }
    expect(byLabel(/^Company/).maxLength).toBe(200);
    expect(byLabel(/^First Name/).maxLength).toBe(100);
    expect(byLabel(/^Email/).maxLength).toBe(254);
    expect(byLabel(/^Phone/).maxLength).toBe(40);
    const shipping = group('Shipping address');
    const state = byLabel(/^State/, shipping) as unknown as HTMLSelectElement;
    expect(state.options.length).toBe(52); // 'Select a state' + 50 states + DC
    const country = byLabel(/^Country/, shipping) as unknown as HTMLSelectElement;
    expect(Array.from(country.options, (o) => o.value)).toEqual(['United States']);
  });

  it('reuses the shipping address for billing and the locator by default; unchecking shows those fields', async () => {
    await openForm();
    const billing = group('Billing address');
    const useForBilling = within(billing).getByRole('checkbox', { name: 'Use this address for billing' });
    expect((useForBilling as HTMLInputElement).checked).toBe(true);
    expect(within(billing).queryByLabelText(/^Street Address/)).toBeNull();
    fireEvent.click(useForBilling);
    expect(await within(billing).findByLabelText(/^Street Address/)).toBeTruthy();

    const locator = group('Dealer locator');
    const appear = within(locator).getByRole('checkbox', { name: 'Appear in the dealer locator' }) as HTMLInputElement;
    const useThis = within(locator).getByRole('checkbox', {
      name: 'Use this address in the dealer locator',
    }) as HTMLInputElement;
    expect(appear.checked).toBe(true);
    expect(useThis.checked).toBe(true);
    fireEvent.click(useThis);
    expect(await within(locator).findByLabelText(/^Street Address/)).toBeTruthy();
    fireEvent.click(appear);
    await waitFor(() => expect(within(locator).queryByLabelText(/^Street Address/)).toBeNull());
  });

  it("shows the specification's messages", async () => {
    const submit = await openForm();
    type(/^Website/, 'not a site');
    type(/^Phone/, '555-01');
    type(/^Email/, 'dealer at shop');
    type(/^Password/, 'correct horse battery');
    type(/^Confirm Password/, 'correct horse batterx');
    fireEvent.click(submit);
    expect(await screen.findByText('Website must be a valid URL')).toBeTruthy();
    expect(screen.getByText('Phone must be a valid phone number')).toBeTruthy();
    expect(screen.getByText('Email must be a valid email address')).toBeTruthy();
    expect(screen.getByText('Password values must match')).toBeTruthy();
    expect(screen.getByText('Please complete the reCAPTCHA')).toBeTruthy();
    expect(screen.getByText('Company is required')).toBeTruthy();
    expect(byLabel(/^Website/).getAttribute('aria-invalid')).toBe('true');
    expect(api.calls('POST', '/Registration/dealer')).toHaveLength(0);
  });

  it('with an FFL/SOT, asks for the FFL number and document (PDF or TIFF, size checked)', async () => {
    const submit = await openForm();
    const ffl = group('FFL / SOT');
    fireEvent.click(within(ffl).getByRole('checkbox', { name: 'I hold an FFL / SOT' }));
    fireEvent.click(submit);
    expect(await screen.findByText('FFL Number is required')).toBeTruthy();
    expect(screen.getByText('FFL Document is required')).toBeTruthy();

    const document = byLabel(/^FFL Document/, ffl);
    expect(document.accept).toBe('.pdf,.tif,.tiff,application/pdf,image/tiff');
    fireEvent.change(document, { target: { files: [new File(['x'], 'licence.png', { type: 'image/png' })] } });
    expect(await screen.findByText('FFL Document must be a PDF or TIFF file')).toBeTruthy();
    const big = new File([new Uint8Array(DEALER_DOCUMENT_MAX_BYTES + 1)], 'licence.pdf', { type: 'application/pdf' });
    fireEvent.change(document, { target: { files: [big] } });
    expect(await screen.findByText(/^FFL Document must be smaller than 5 MB/)).toBeTruthy();
    fireEvent.change(document, { target: { files: [pdf()] } });
    await waitFor(() => expect(screen.queryByText(/^FFL Document must be/)).toBeNull());
    // SOT EIN and document are optional.
    expect(screen.queryByText('SOT EIN is required')).toBeNull();
  });
});

describe('dealer registration: sending', () => {
  it('sends multipart to POST /Registration/dealer; success shows the message and clears the form', async () => {
    const submit = await openForm();
    fillValid();
    fireEvent.click(within(group('FFL / SOT')).getByRole('checkbox', { name: 'I hold an FFL / SOT' }));
    type(/^FFL Number/, '1-23-456-78-9A-12345');
    fireEvent.change(byLabel(/^FFL Document/), { target: { files: [pdf()] } });
    await solveCaptcha();
    fireEvent.click(submit);

    expect((await screen.findByText(DEALER_REGISTRATION_RECEIVED_MESSAGE)).getAttribute('role')).toBe('status');
    const [call] = api.calls('POST', '/Registration/dealer');
    expect(call?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    await waitFor(() => expect(byLabel(/^Company/).value).toBe(''));
    expect(screen.queryByLabelText(/^FFL Number/)).toBeNull();
  });

  it('a failure resets the captcha, shows the error and puts server field errors on their fields', async () => {
    const toasts: ShopNotification[] = [];
    const off = notify.subscribe((n) => toasts.push(n));
    const submit = await openForm();
    fillValid({ state: 'WY', zip: '59047' }); // a Montana zip given with Wyoming
    await solveCaptcha();
    fireEvent.click(submit);
    const message = 'Zip Code 59047 is not in WY';
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    const zip = byLabel(/^Zip Code/, group('Shipping address'));
    await waitFor(() => expect(zip.getAttribute('aria-invalid')).toBe('true'));
    expect(within(group('Shipping address')).getByText(message)).toBeTruthy();
    expect(toasts).toContainEqual({ type: 'error', message: `Error: ${message}` });
    // The captcha was reset: it must be solved again.
    expect((screen.getByRole('checkbox', { name: /not a robot/i }) as HTMLInputElement).checked).toBe(false);
    off();
  });
});
