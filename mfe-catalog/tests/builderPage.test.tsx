/**
 * The 3D builder page against the real API (in process, seeded database): the host prices the
 * rifle it configures from the prices of the rifle's own skus, never the whole price list.
 */
import { render } from '@testing-library/react';
import { products } from 'api/testkit';
import { describe, expect, it, vi } from 'vitest';
import BuilderPage from '../src/features/builder/BuilderPage';
import { BUILDER_PRODUCT_SLUG } from '../src/features/builder/builder-product';
import { MemoryRouter } from '../src/shared/location';
import { catalogApiForEachTest } from './helpers/catalogApi';
import { priceRequests, wholeListRequests } from './helpers/priceRequests';

const api = catalogApiForEachTest();

describe('3D builder page', () => {
  it("asks for the prices of the rifle's skus only, in one request after its document", async () => {
    const rifle = products.find((p) => p.slug === BUILDER_PRODUCT_SLUG);
    if (!rifle) throw new Error(`The content seed no longer has ${BUILDER_PRODUCT_SLUG}`);
    render(
      <MemoryRouter initialEntries={['/3dbuilder']}>
        <BuilderPage />
      </MemoryRouter>,
    );
    await vi.waitFor(() => expect(priceRequests(api)).toHaveLength(1));
    expect(priceRequests(api)[0]).toEqual(rifle.skus.map((s) => s.sku).sort());
    expect(api.requests.map((r) => r.path.split('?')[0])).toEqual([
      `/strapi/products/${BUILDER_PRODUCT_SLUG}`,
      '/Products/prices',
    ]);
    expect(wholeListRequests(api)).toEqual([]);
  });
});
