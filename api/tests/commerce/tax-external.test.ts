import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTaxProvider,
  ExternalTaxProvider,
  TaxUnavailableError,
  taxSettingsFromEnv,
} from '../../src/providers/tax/index';
import { createTestApp, type TestApp } from '../support/test-app';
import { COMMERCE_CONTENT, SKU } from './support/fixture';
import { montana, Shopper, shippingMethodId } from './support/shopper';

/** A local stand-in for an external tax service: a flat 10 % on everything, and a few failure modes. */
const received: Array<{ body: Record<string, unknown>; authorization?: string }> = [];
let standIn: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  standIn = Fastify();
  standIn.post('/tax', async (request) => {
    const body = request.body as { lines: Array<{ amount: number }>; shipping: number };
    received.push({ body: body as unknown as Record<string, unknown>, authorization: request.headers.authorization });
    const total = body.lines.reduce((sum, line) => sum + line.amount, 0) + body.shipping;
    return { taxAmount: Math.round(total * 10) / 100 };
  });
  standIn.post('/broken', async (_request, reply) => reply.status(503).send({ error: 'down' }));
  standIn.post('/nonsense', async () => ({ taxAmount: 'lots' }));
  baseUrl = await standIn.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => standIn?.close());

const address = {
  line1: '1 Main',
  line2: '',
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
  country: 'US',
  taxCode: 'P0000000',
};

describe('ExternalTaxProvider', () => {
  it('posts the lines, shipping and address as JSON (dollars) and reads taxAmount back in cents', async () => {
    received.length = 0;
    const provider = new ExternalTaxProvider({ url: `${baseUrl}/tax`, apiKey: 'secret-key' });
    const quote = await provider.quote({
      lines: [{ id: '7', sku: 'A', quantity: 2, amount: 5_900 }],
      shipping: 2_495,
      address,
    });
    expect(quote).toEqual({ taxAmount: 840 }); // 10 % of 83.95, rounded to the cent
    expect(received[0]).toEqual({
      body: { currency: 'USD', lines: [{ id: '7', sku: 'A', quantity: 2, amount: 59 }], shipping: 24.95, address },
      authorization: 'Bearer secret-key',
    });
  });

  it('throws TaxUnavailableError for failures and nonsense', async () => {
    for (const url of [`${baseUrl}/broken`, `${baseUrl}/nonsense`, 'http://127.0.0.1:9/tax']) {
      const provider = new ExternalTaxProvider({ url });
      await expect(provider.quote({ lines: [], shipping: 0, address }), url).rejects.toBeInstanceOf(
        TaxUnavailableError,
      );
    }
  });

  it('is chosen by TAX_PROVIDER_URL; the state table otherwise', () => {
    expect(createTaxProvider(taxSettingsFromEnv({})).name).toBe('state-rates');
    expect(createTaxProvider(taxSettingsFromEnv({ TAX_PROVIDER_URL: `${baseUrl}/tax` })).name).toBe('external');
  });
});

describe('cart compute with the external provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      content: COMMERCE_CONTENT,
      providers: { tax: new ExternalTaxProvider({ url: `${baseUrl}/tax` }) },
    });
  });
  afterAll(async () => t?.close());

  it('asks the service on every compute, and answers 502 with a clear message when it is down', async () => {
    const guest = await Shopper.guest(t.app);
    const cart = (await guest.add(SKU.cap, 2)).body;
    const expedited = await shippingMethodId(t.db, 'Expedited 2-Day');
    received.length = 0;
    const computed = await guest.compute({
      address: montana({ region: 'Texas', postalCode: '78701' }),
      cartId: cart.id,
      shippingMethodId: expedited,
    });
    expect(computed.body).toMatchObject({ subTotal: 59, shipping: 24.95, taxAmount: 8.4, totalAmount: 92.35 });
    expect(received.length).toBeGreaterThanOrEqual(1);
    expect(received.at(-1)?.body).toMatchObject({
      address: expect.objectContaining({ state: 'TX', postalCode: '78701' }),
    });

    await standIn.close();
    const down = await guest.compute({ address: montana(), cartId: cart.id, shippingMethodId: expedited });
    expect(down.status).toBe(502);
    expect(down.body).toMatchObject({ message: 'Sales tax could not be calculated right now. Please try again.' });
  });
});
