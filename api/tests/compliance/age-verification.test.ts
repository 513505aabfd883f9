/**
 * Age verification behind a provider (issue 30): chosen by settings (the attested date of birth by
 * default, Avalara's Age Verification API with AGE_VERIFICATION=avalara and its keys), the Avalara
 * adapter against a local HTTP server that speaks the documented protocol (request shape, Basic
 * auth, `isOfAge`/`failureCodes`, `{ error: { code } }` answers), and the checkout asking it for an
 * order with an age-classed line. The server is the only test double: the world's edge.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AgeVerificationRequest,
  AgeVerificationUnavailableError,
  AttestedDateOfBirth,
  AvalaraAgeVerifier,
  ageVerificationSettingsFromEnv,
  createAgeVerifier,
} from '../../src/providers/age-verification/index';
import { resolveProviders } from '../../src/providers/index';
import { APPROVED_VISA, billing, guestWith, shippingMethodId } from '../commerce/support/shopper';
import { createTestApp, type TestApp } from '../support/test-app';

/** What the local Avalara answers, by the last name sent: one behaviour per documented answer. */
const ANSWERS: Record<string, { status: number; body: unknown }> = {
  Adult: { status: 200, body: { isOfAge: true, failureCodes: [] } },
  Young: { status: 200, body: { isOfAge: false, failureCodes: ['under_age'] } },
  Nobody: { status: 200, body: { isOfAge: false, failureCodes: ['not_found'] } },
  Fraud: { status: 200, body: { isOfAge: false, failureCodes: ['suspected_fraud', 'dob_unverifiable'] } },
  Unknown: { status: 200, body: { isOfAge: false, failureCodes: ['unknown_error'] } },
  Garbled: { status: 200, body: { something: 'else' } },
  Address: {
    status: 400,
    body: { error: { code: 'InvalidAddress', message: 'The address could not be resolved', details: {} } },
  },
  Broken: { status: 500, body: { error: { code: 'ServerConfiguration', message: 'Try later' } } },
};
const ACCOUNT = { accountId: '2000123456', licenseKey: 'test-license-key-not-a-secret' };

interface Received {
  method?: string;
  url?: string;
  authorization?: string;
  contentType?: string;
  body: Record<string, unknown>;
}
const received: Received[] = [];
let server: Server;
let endpoint: string;

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await bodyOf(request);
    received.push({
      method: request.method,
      url: request.url,
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      body,
    });
    const expected = `Basic ${Buffer.from(`${ACCOUNT.accountId}:${ACCOUNT.licenseKey}`).toString('base64')}`;
    const answer =
      request.headers.authorization !== expected
        ? { status: 401, body: { error: { code: 'AuthenticationException', message: 'Authentication failed' } } }
        : request.method !== 'POST' || request.url !== '/api/v2/ageverification/verify'
          ? { status: 404, body: { error: { code: 'EntityNotFoundError', message: 'No such path' } } }
          : (ANSWERS[String(body.lastName)] ?? { status: 200, body: { isOfAge: true, failureCodes: [] } });
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

const person = (lastName: string, minimumAge = 21): AgeVerificationRequest => ({
  firstName: 'Ada',
  lastName,
  address: { line1: '12 Main St', city: 'Bozeman', state: 'MT', zip: '59715' },
  dateOfBirth: '1980-06-15',
  minimumAge,
});
const avalara = (overrides: Partial<ConstructorParameters<typeof AvalaraAgeVerifier>[0]> = {}) =>
  new AvalaraAgeVerifier({ ...ACCOUNT, mode: 'sandbox', endpoint, ...overrides });

describe('the age verification provider is chosen by settings', () => {
  it('is the attested date of birth when nothing is set, or AGE_VERIFICATION=attested', () => {
    expect(ageVerificationSettingsFromEnv({})).toEqual({ kind: 'attested' });
    expect(createAgeVerifier(ageVerificationSettingsFromEnv({ AGE_VERIFICATION: 'attested' }))).toBeInstanceOf(
      AttestedDateOfBirth,
    );
  });

  it('is Avalara with AGE_VERIFICATION=avalara and its keys (sandbox unless production is named)', () => {
    const env = { AGE_VERIFICATION: 'avalara', AVALARA_ACCOUNT_ID: '1', AVALARA_LICENSE_KEY: 'k' };
    expect(ageVerificationSettingsFromEnv(env)).toMatchObject({ kind: 'avalara', mode: 'sandbox' });
    expect(ageVerificationSettingsFromEnv({ ...env, AVALARA_MODE: 'production' })).toMatchObject({
      mode: 'production',
    });
    expect(createAgeVerifier(ageVerificationSettingsFromEnv(env))).toBeInstanceOf(AvalaraAgeVerifier);
    const providers = resolveProviders({ db: {} as never, config: { captcha: {} } as never, env });
    expect(providers.ageVerification.name).toBe('avalara');
  });

  it('fails at start on incomplete or unknown settings', () => {
    expect(() => ageVerificationSettingsFromEnv({ AGE_VERIFICATION: 'avalara' })).toThrow(/AVALARA_ACCOUNT_ID/);
    expect(() => ageVerificationSettingsFromEnv({ AGE_VERIFICATION: 'veratad' })).toThrow(/attested or avalara/);
    expect(() =>
      ageVerificationSettingsFromEnv({
        AGE_VERIFICATION: 'avalara',
        AVALARA_ACCOUNT_ID: '1',
        AVALARA_LICENSE_KEY: 'k',
        AVALARA_MODE: 'staging',
      }),
    ).toThrow(/sandbox or production/);
  });
});

describe("the Avalara adapter speaks Avalara's documented protocol", () => {
  it('posts the person with Basic auth to /api/v2/ageverification/verify, and takes isOfAge true as verified', async () => {
    received.length = 0;
    await expect(avalara().verify(person('Adult'))).resolves.toEqual({ verified: true, by: 'avalara' });
    expect(received).toEqual([
      {
        method: 'POST',
        url: '/api/v2/ageverification/verify',
        authorization: `Basic ${Buffer.from('2000123456:test-license-key-not-a-secret').toString('base64')}`,
        contentType: 'application/json',
        body: {
          firstName: 'Ada',
          lastName: 'Adult',
          address: { line1: '12 Main St', city: 'Bozeman', region: 'MT', country: 'US', postalCode: '59715' },
          DOB: '1980-06-15',
        },
      },
    ]);
  });

  it('refuses under_age for a 21 line, and lets the attested date stand for an 18 line (the service checks 21)', async () => {
    await expect(avalara().verify(person('Young', 21))).resolves.toEqual({
      verified: false,
      by: 'avalara',
      reasons: ['under_age'],
    });
    await expect(avalara().verify(person('Young', 18))).resolves.toEqual({ verified: true, by: 'attested' });
  });

  it('refuses a person it cannot find or suspects, whatever the age asked', async () => {
    await expect(avalara().verify(person('Nobody', 18))).resolves.toMatchObject({
      verified: false,
      reasons: ['not_found'],
    });
    await expect(avalara().verify(person('Fraud'))).resolves.toMatchObject({
      verified: false,
      reasons: ['suspected_fraud', 'dob_unverifiable'],
    });
  });

  it('gives no verdict on unknown_error, an error answer, a bad key, an unreadable answer or no server', async () => {
    for (const lastName of ['Unknown', 'Address', 'Broken', 'Garbled']) {
      await expect(avalara().verify(person(lastName)), lastName).rejects.toBeInstanceOf(
        AgeVerificationUnavailableError,
      );
    }
    await expect(avalara().verify(person('Address'))).rejects.toThrow(/InvalidAddress/);
    await expect(avalara({ licenseKey: 'wrong' }).verify(person('Adult'))).rejects.toThrow(/AuthenticationException/);
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadEndpoint = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(avalara({ endpoint: deadEndpoint }).verify(person('Adult'))).rejects.toBeInstanceOf(
      AgeVerificationUnavailableError,
    );
  });
});

describe('the checkout asks the provider for an order with an age-classed line', () => {
  const AMMO = 'HA-AMMO-9MM-124';
  let t: TestApp;
  let ground: string;
  beforeAll(async () => {
    t = await createTestApp({ providers: { ageVerification: avalara() } });
    ground = String(await shippingMethodId(t.db, 'Standard Ground'));
  }, 120_000);
  afterAll(async () => t?.close());

  const order = async (lastName: string) => {
    const { guest, cart } = await guestWith(t.app, [[AMMO, 1]]);
    return guest.checkout({
      cartId: cart.id,
      customerInfo: billing({ name: `Ada ${lastName}`, shippingMethodId: ground }),
      paymentToken: APPROVED_VISA,
      dateOfBirth: '1980-06-15',
    });
  };

  it('places the order when the service verifies the buyer', async () => {
    received.length = 0;
    const answer = await order('Adult');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(received.map((r) => r.body.lastName)).toEqual(['Adult']);
  });

  it('refuses on the date-of-birth field when the service cannot verify the buyer', async () => {
    const answer = await order('Nobody');
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.dateOfBirth?.[0]).toMatch(/^We could not verify your age/);
  });

  it('answers 502 when the service gives no verdict', async () => {
    const answer = await order('Broken');
    expect(answer.status).toBe(502);
    expect(answer.body.message).toMatch(/Age verification is unavailable/);
  });

  it('does not ask about an order without an age-classed line', async () => {
    received.length = 0;
    const accessory = await t.db
      .selectFrom('catalog_skus as c')
      .innerJoin('sku_prices as p', 'p.sku', 'c.sku')
      .select('c.sku')
      .where('c.item_class', '=', 'accessory')
      .where('c.is_ffl_item', '=', false)
      .where('c.restricted_states', '=', sql<string[]>`'{}'`)
      .where('p.qty_on_hand', '>', 0)
      .orderBy('c.sku')
      .executeTakeFirstOrThrow();
    const { guest, cart } = await guestWith(t.app, [[accessory.sku, 1]]);
    const answer = await guest.checkout({
      cartId: cart.id,
      customerInfo: billing({ name: 'Ada Nobody', shippingMethodId: ground }),
      paymentToken: APPROVED_VISA,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(received).toEqual([]);
  });
});
