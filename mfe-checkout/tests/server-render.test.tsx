// @vitest-environment node
/**
 * The checkout's server entry (src/server/render-page.tsx; docs/decisions/0022): its pages are
 * drawn for nobody, with no call to the API: the steps, an empty billing form whose controls wait
 * for hydration, and an order summary waiting for the cart.
 */
import { Readable } from 'node:stream';
import { readHtml } from 'shared-kit/server-render-passes';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../src/server/render-page';

// Nothing is fetched: an address nothing listens on would fail any call.
const request = (url: string) => ({ url, apiBase: 'http://127.0.0.1:9', origin: 'https://shop.example' });

describe("the checkout's renderPage", () => {
  it('draws /checkout as its steps and an empty billing form, waiting for hydration', async () => {
    const page = await renderPage(request('/checkout'));
    expect(page.status).toBe(200);
    expect(page.data).toEqual({});
    expect(page.stream).toBeInstanceOf(Readable);
    const html = await readHtml(page.stream);
    expect(html).toMatch(/<h1[^>]*>Checkout<\/h1>/);
    expect(html).toContain('Email me news, new products and offers from Halvorsen Arms');
    // Empty: what the shopper typed earlier is in their browser's session storage.
    expect(html).toMatch(/<input id="billing-email"[^>]*name="email"[^>]*\/>/);
    expect(html).not.toMatch(/<input id="billing-email"[^>]*value=/);
    // Its controls are disabled until the page has hydrated (a fieldset around the form's content).
    expect(html).toMatch(/<form[^>]*><fieldset disabled(="")?[ >]/);
    // The billing address is hydrated in a task of its own (HydrateLater): its controls wait for it
    // in their own disabled fieldset, so none is live before the form library holds it.
    expect(html).toMatch(/<fieldset disabled(="")?[^>]*><div[^>]*>(?:(?!<fieldset).)*id="billing-firstName"/s);
    // The order summary waits for the cart; the sign-in offer is there for a guest.
    expect(html).toContain('Loading your cart…');
    expect(html).not.toContain('$0.00');
    expect(html).toContain('href="/login?returnTo=%2Fcheckout"');
    expect(html).toMatch(/ data-server-view(="")?[ >]/);
    expect(html).not.toContain('<script');
  });

  it('draws the payment step opened by its address as the check it starts with', async () => {
    const html = await readHtml((await renderPage(request('/checkout?stepId=payment'))).stream);
    expect(html).toContain('Checking your details…');
    expect(html).not.toContain('billing-email');
  });

  it("draws a confirmation as its loading state: the order is the visitor's own", async () => {
    const html = await readHtml((await renderPage(request('/confirm/123'))).stream);
    expect(html).toContain('Loading your order…');
  });
});
