/**
 * The walking skeleton end to end: shell + all four remotes, composed at run time in a real browser.
 */
import { SHOP_API_URL as API, expect, test } from '../support/shop';

test('home shows the home content from the API inside the catalog remote', async ({ page, request }) => {
  const home = await (await request.get(`${API}/strapi/page/home`)).json();
  await page.goto('/');
  const catalog = page.locator('#shop-main [data-boundary="catalog"]').first();
  await expect(catalog).toBeVisible();
  const firstSlide = home.data.carousel[0];
  await expect(catalog.getByText(firstSlide.title, { exact: true }).first()).toBeAttached();
  for (const tile of home.data.image_link_ribbon) {
    await expect(catalog.locator(`a[href="${tile.url}"]`).filter({ hasText: tile.title }).first()).toBeAttached();
  }
});

test('a product page arrives with its data in the page, and the browser does not fetch it again', async ({
  page,
  request,
}) => {
  // Server-rendered (docs/decisions/0017): the product is in the HTML and in its data block, so
  // there is nothing to preload and nothing to ask.
  const html = await (await request.get('/product/bridger-hr1')).text();
  expect(html).toContain('<script type="application/json" id="catalog-server-data">');
  expect(html).not.toContain(`<link rel="preload" as="fetch" href="${API}/strapi/products/bridger-hr1" crossorigin>`);
  const asked: string[] = [];
  page.on('request', (req) => {
    if (req.url() === `${API}/strapi/products/bridger-hr1` && req.method() === 'GET') asked.push(req.url());
  });
  await page.goto('/product/bridger-hr1');
  await expect(page.locator('#shop-main').getByRole('heading', { name: 'Bridger HR-1', level: 1 })).toBeVisible();
  await expect(page.locator('[data-server-rendered]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(asked).toHaveLength(0);
});

test('header menus come from the navigation content, and a label opens its first child', async ({ page, request }) => {
  const app = await (await request.get(`${API}/strapi/page/app`)).json();
  await page.goto('/');
  // The menus open once the header has hydrated (its links work before: they are the server's HTML).
  await expect(page.locator('[data-server-rendered]')).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Main' }).first();
  for (const entry of app.data.navigation) {
    await expect(nav.getByText(entry.title, { exact: true }).first()).toBeVisible();
  }
  const rifles = app.data.navigation.find((e: { key: string }) => e.key === 'rifles');
  await nav.getByText(rifles.title, { exact: true }).first().hover();
  await expect(nav.getByRole('link', { name: rifles.child_navigations[0].title, exact: true }).first()).toBeVisible();
  await nav.getByText(rifles.title, { exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`${rifles.child_navigations[0].url}$`));
});

test('the footer shows link columns, social links and the STAY UPDATED signup from the account remote', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.locator('#shell-footer');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByText('STAY UPDATED', { exact: false }).first()).toBeVisible();
  await expect(footer.locator('[data-boundary="account"]')).toBeVisible();
  for (const network of ['X', 'Vimeo', 'Instagram', 'Facebook', 'YouTube']) {
    await expect(footer.getByRole('link', { name: new RegExp(network, 'i') }).first()).toBeAttached();
  }
});

test("the page's roots keep their ids apart: with the footer's signup drawn, every label on the dealer registration names its own field", async ({
  page,
}) => {
  // The registration (the dealers remote's server-rendered page) and the footer's signup (the
  // account remote's fragment, drawn in the browser inside the shell's footer) both number fields
  // with useId; each root of the page has its own prefix (decision 0051).
  await page.goto('/dealer-registration');
  await expect(page.locator('#shop-main').getByLabel(/^Phone/)).toBeVisible();
  const footer = page.locator('#shell-footer');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.locator('[data-boundary="account"]').getByLabel("I'm not a robot")).toBeAttached();
  const clashes = await page.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    const shared = ids.filter((id, index) => ids.indexOf(id) !== index);
    const labelledTwice = [...document.querySelectorAll('input, select, textarea')]
      .filter((field) => ((field as HTMLInputElement).labels?.length ?? 0) > 1)
      .map((field) => field.id);
    return { shared, labelledTwice };
  });
  expect(clashes).toEqual({ shared: [], labelledTwice: [] });
});

test('clicking through mounts the checkout, account and dealers remotes', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#shop-main [data-boundary="catalog"]').first()).toBeVisible();

  await page.locator('[data-testid="cart-button"]').click();
  await expect(page.getByRole('dialog', { name: /your cart/i })).toBeVisible();
  await expect(page.getByText('There are no products in the cart')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.evaluate(() => window.history.pushState(null, '', '/checkout'));
  await expect(page.locator('[data-boundary="checkout"]').first()).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('#shop-main [data-boundary="account"]').first()).toBeVisible();
  await page.goto('/profile');
  await expect(page.locator('[data-boundary="account"]').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /sign in/i }).first()).toBeVisible();

  await page.getByRole('link', { name: 'Dealer locator' }).first().click();
  await expect(page).toHaveURL(/\/dealer-locator$/);
  await expect(page.locator('[data-boundary="dealers"]').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Find a Dealer' })).toBeVisible();
});

test('every /profile child route is handled inside the account remote', async ({ page }) => {
  for (const child of [
    'details',
    'newsletter',
    'update-password',
    'address-book',
    'address-book/new',
    'orders',
    'orders/1',
    'account-information',
    'my-reviews',
    'my-products',
    'discount-programs',
    'pro-deal',
  ]) {
    await page.goto(`/profile/${child}`);
    await expect(page.locator('[data-boundary="account"]').first()).toBeVisible();
    await expect(page.locator('[data-testid="app-error-panel"]')).toHaveCount(0);
  }
});

test('an unknown path shows the not-found page and /home redirects to /', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByTestId('not-found')).toContainText('Page not found');
  await expect(page.locator('#shell-header')).toBeVisible();
  await page.goto('/home');
  await expect(page).toHaveURL(/\/$/);
});

test('a guest gets a gid_ token and the cart badge follows the cart state event', async ({ page }) => {
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('shop.guestToken'))).toMatch(/^gid_/);
  await expect(page.locator('[data-testid="cart-count"]')).toHaveCount(0);
  await page.goto('/collection/accessories');
  const quickAdd = page.getByRole('button', { name: /add .* to cart|quick add|add to cart/i }).first();
  await quickAdd.click();
  await expect(page.locator('[data-testid="notification"]')).toContainText('You added');
  await expect(page.locator('[data-testid="cart-count"]')).toHaveText('1');
});
