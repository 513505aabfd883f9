import Fastify, { type FastifyInstance } from 'fastify';
import { encodeTestToken, SANDBOX_TEST_CARDS } from 'shared-contracts/payments/test-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTHORIZE_NET_ENDPOINTS,
  AuthorizeNetGateway,
  createPaymentGateway,
  PaymentUnavailableError,
  parseAnetBody,
  paymentSettingsFromEnv,
  TestGateway,
} from '../../src/providers/payments/index';
import { createTestApp, type TestApp } from '../support/test-app';
import { COMMERCE_CONTENT, SKU } from './support/fixture';
import { billing, orderCount, Shopper, stockOf } from './support/shopper';

const BILLING = {
  name: 'Jane Q Doe',
  company: 'Doe Ranch',
  address: '12 Gallatin Way',
  city: 'Bozeman',
  state: 'MT',
  zip: '59715',
  country: 'US',
  phone: '406-555-0142',
  email: 'jane@example.com',
};

describe('TestGateway (behaves like the Authorize.net sandbox)', () => {
  const gateway = new TestGateway();

  it.each(SANDBOX_TEST_CARDS)('approves the sandbox test card $number ($brand)', async ({ number, brand }) => {
    const result = await gateway.authorize({
      amount: 1234,
      token: encodeTestToken({ last4: number.slice(-4), brand }),
      billing: BILLING,
      orderRef: 'HA-1',
    });
    expect(result).toMatchObject({
      approved: true,
      message: 'This transaction has been approved.',
      transactionId: expect.any(String),
    });
  });

  it('declines when the billing zip is 46282, with the sandbox text', async () => {
    const token = encodeTestToken({ last4: '1111', brand: 'Visa' });
    const result = await gateway.authorize({
      amount: 1234,
      token,
      billing: { ...BILLING, zip: '46282' },
      orderRef: 'HA-1',
    });
    expect(result).toEqual({ approved: false, message: 'This transaction has been declined.' });
    const fromToken = await gateway.authorize({
      amount: 1234,
      token: encodeTestToken({ last4: '1111', brand: 'Visa', zip: '46282' }),
      billing: { ...BILLING, zip: '' },
      orderRef: 'HA-1',
    });
    expect(fromToken.approved).toBe(false);
  });

  it('refuses malformed tokens and cards that are not sandbox test cards', async () => {
    for (const token of [
      '',
      'tok_visa',
      'test_tok.',
      'test_tok.e30',
      encodeTestToken({ last4: '1111', brand: 'Visa' }).slice(0, -3),
    ]) {
      const result = await gateway.authorize({ amount: 100, token, billing: BILLING, orderRef: 'HA-1' });
      expect(result, token).toEqual({
        approved: false,
        message: 'The payment details could not be read. Please re-enter your card.',
      });
    }
    const wrongBrand = await gateway.authorize({
      amount: 100,
      token: encodeTestToken({ last4: '1111', brand: 'Amex' }),
      billing: BILLING,
      orderRef: 'HA-1',
    });
    expect(wrongBrand).toEqual({ approved: false, message: 'The credit card number is invalid.' });
  });
});

describe('choosing the gateway from settings', () => {
  it('uses the test gateway unless both Authorize.net credentials are set', () => {
    expect(createPaymentGateway(paymentSettingsFromEnv({})).name).toBe('test');
    expect(createPaymentGateway(paymentSettingsFromEnv({ AUTHORIZE_NET_API_LOGIN_ID: 'x' })).name).toBe('test');
    const sandbox = paymentSettingsFromEnv({
      AUTHORIZE_NET_API_LOGIN_ID: 'login',
      AUTHORIZE_NET_TRANSACTION_KEY: 'key',
    });
    expect(sandbox).toMatchObject({
      kind: 'authorize-net',
      apiLoginId: 'login',
      transactionKey: 'key',
      mode: 'sandbox',
    });
    const gateway = createPaymentGateway(sandbox);
    expect(gateway).toBeInstanceOf(AuthorizeNetGateway);
    expect((gateway as AuthorizeNetGateway).endpoint).toBe(AUTHORIZE_NET_ENDPOINTS.sandbox);
    const production = createPaymentGateway(
      paymentSettingsFromEnv({
        AUTHORIZE_NET_API_LOGIN_ID: 'l',
        AUTHORIZE_NET_TRANSACTION_KEY: 'k',
        AUTHORIZE_NET_MODE: 'production',
      }),
    );
    expect((production as AuthorizeNetGateway).endpoint).toBe('https://api.authorize.net/xml/v1/request.api');
    expect(() =>
      paymentSettingsFromEnv({
        AUTHORIZE_NET_API_LOGIN_ID: 'l',
        AUTHORIZE_NET_TRANSACTION_KEY: 'k',
        AUTHORIZE_NET_MODE: 'live',
      }),
    ).toThrow(/sandbox or production/);
  });
});

/** A local stand-in speaking Authorize.net's JSON API, BOM-prefixed bodies and all. */
interface AnetRequestBody {
  createTransactionRequest?: {
    refId?: string;
    transactionRequest?: { transactionType?: string; payment?: { opaqueData?: { dataValue?: string } } };
  };
}
const BOM = '\uFEFF';
const received: Array<Record<string, unknown>> = [];
let standIn: FastifyInstance;
let endpoint: string;

function anetAnswer(dataValue: string, refId: string): { status: number; body: string } {
  const ok = { resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] };
  switch (dataValue) {
    case 'approve':
      return {
        status: 200,
        body: JSON.stringify({
          transactionResponse: {
            responseCode: '1',
            authCode: 'QWE123',
            transId: '60212345678',
            accountNumber: 'XXXX1111',
            accountType: 'Visa',
            messages: [{ code: '1', description: 'This transaction has been approved.' }],
          },
          refId,
          messages: ok,
        }),
      };
    case 'decline':
      return {
        status: 200,
        body: JSON.stringify({
          transactionResponse: {
            responseCode: '2',
            transId: '0',
            errors: [{ errorCode: '2', errorText: 'This transaction has been declined.' }],
          },
          refId,
          messages: { resultCode: 'Error', message: [{ code: 'E00027', text: 'The transaction was unsuccessful.' }] },
        }),
      };
    case 'bad-login':
      return {
        status: 200,
        body: JSON.stringify({
          refId,
          messages: {
            resultCode: 'Error',
            message: [{ code: 'E00007', text: 'User authentication failed due to invalid authentication values.' }],
          },
        }),
      };
    case 'server-error':
      return { status: 500, body: 'oops' };
    default:
      return { status: 200, body: '<html>not json</html>' };
  }
}

beforeAll(async () => {
  standIn = Fastify();
  standIn.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, JSON.parse(String(body))),
  );
  standIn.post('/xml/v1/request.api', async (request, reply) => {
    const body = request.body as AnetRequestBody;
    received.push(body as Record<string, unknown>);
    const tx = body.createTransactionRequest?.transactionRequest;
    // getTransactionDetails (before a refund): the original charge with its card masked.
    if ((body as { getTransactionDetailsRequest?: { transId?: string } }).getTransactionDetailsRequest) {
      const transId = (body as { getTransactionDetailsRequest: { transId: string } }).getTransactionDetailsRequest
        .transId;
      const answer =
        transId === '60212345678'
          ? {
              transaction: { transId, payment: { creditCard: { cardNumber: 'XXXX1111', expirationDate: 'XXXX' } } },
              messages: { resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] },
            }
          : { messages: { resultCode: 'Error', message: [{ code: 'E00040', text: 'The record cannot be found.' }] } };
      return reply.type('application/json; charset=utf-8').send(`${BOM}${JSON.stringify(answer)}`);
    }
    if (tx?.transactionType === 'refundTransaction') {
      return reply.type('application/json; charset=utf-8').send(
        `${BOM}${JSON.stringify({
          transactionResponse: {
            responseCode: '1',
            transId: '60299999999',
            messages: [{ code: '1', description: 'This transaction has been approved.' }],
          },
          messages: { resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] },
        })}`,
      );
    }
    if (tx?.transactionType === 'voidTransaction' && (tx as { refTransId?: string }).refTransId === '60200000000') {
      // A settled transaction cannot be voided.
      return reply.type('application/json; charset=utf-8').send(
        `${BOM}${JSON.stringify({
          transactionResponse: {
            responseCode: '3',
            errors: [{ errorCode: '16', errorText: 'The transaction cannot be found.' }],
          },
          messages: { resultCode: 'Error', message: [{ code: 'E00027', text: 'The transaction was unsuccessful.' }] },
        })}`,
      );
    }
    if (tx?.transactionType === 'voidTransaction') {
      return reply.type('application/json; charset=utf-8').send(
        `${BOM}${JSON.stringify({
          transactionResponse: {
            responseCode: '1',
            transId: '60212345678',
            messages: [{ code: '1', description: 'This transaction has been approved.' }],
          },
          messages: { resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] },
        })}`,
      );
    }
    const answer = anetAnswer(String(tx?.payment?.opaqueData?.dataValue), String(body.createTransactionRequest?.refId));
    return reply.status(answer.status).type('application/json; charset=utf-8').send(`${BOM}${answer.body}`);
  });
  const address = await standIn.listen({ port: 0, host: '127.0.0.1' });
  endpoint = `${address}/xml/v1/request.api`;
});
afterAll(async () => standIn?.close());

describe('AuthorizeNetGateway against a local stand-in', () => {
  const gateway = () =>
    new AuthorizeNetGateway({ apiLoginId: 'login-id', transactionKey: 'tx-key', mode: 'sandbox', endpoint });

  it('sends a real createTransactionRequest (keys in the schema order) and reads an approval through the BOM', async () => {
    received.length = 0;
    const result = await gateway().authorize({
      amount: 172_726,
      token: 'approve',
      billing: BILLING,
      orderRef: 'HA-100123',
    });
    expect(result).toEqual({
      approved: true,
      transactionId: '60212345678',
      message: 'This transaction has been approved.',
    });
    const request = received[0] as { createTransactionRequest: { transactionRequest: object } };
    expect(request).toEqual({
      createTransactionRequest: {
        merchantAuthentication: { name: 'login-id', transactionKey: 'tx-key' },
        refId: 'HA-100123',
        transactionRequest: {
          transactionType: 'authCaptureTransaction',
          amount: '1727.26',
          payment: { opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'approve' } },
          order: { invoiceNumber: 'HA-100123', description: 'Halvorsen Arms online order' },
          customer: { email: 'jane@example.com' },
          billTo: {
            firstName: 'Jane Q',
            lastName: 'Doe',
            company: 'Doe Ranch',
            address: '12 Gallatin Way',
            city: 'Bozeman',
            state: 'MT',
            zip: '59715',
            country: 'US',
            phoneNumber: '406-555-0142',
          },
        },
      },
    });
    expect(Object.keys(request.createTransactionRequest)).toEqual([
      'merchantAuthentication',
      'refId',
      'transactionRequest',
    ]);
    expect(Object.keys(request.createTransactionRequest.transactionRequest)).toEqual([
      'transactionType',
      'amount',
      'payment',
      'order',
      'customer',
      'billTo',
    ]);
  });

  it("reads declines and API errors as not approved, with Authorize.net's words", async () => {
    expect(await gateway().authorize({ amount: 100, token: 'decline', billing: BILLING, orderRef: 'HA-1' })).toEqual({
      approved: false,
      message: 'This transaction has been declined.',
    });
    expect(await gateway().authorize({ amount: 100, token: 'bad-login', billing: BILLING, orderRef: 'HA-1' })).toEqual({
      approved: false,
      message: 'User authentication failed due to invalid authentication values.',
    });
  });

  it('throws PaymentUnavailableError when the service fails or answers nonsense', async () => {
    await expect(
      gateway().authorize({ amount: 100, token: 'server-error', billing: BILLING, orderRef: 'HA-1' }),
    ).rejects.toBeInstanceOf(PaymentUnavailableError);
    await expect(
      gateway().authorize({ amount: 100, token: 'garbage', billing: BILLING, orderRef: 'HA-1' }),
    ).rejects.toBeInstanceOf(PaymentUnavailableError);
    const nowhere = new AuthorizeNetGateway({
      apiLoginId: 'l',
      transactionKey: 'k',
      mode: 'sandbox',
      endpoint: 'http://127.0.0.1:9/nothing',
    });
    await expect(
      nowhere.authorize({ amount: 100, token: 'approve', billing: BILLING, orderRef: 'HA-1' }),
    ).rejects.toBeInstanceOf(PaymentUnavailableError);
  });

  it('parses BOM-prefixed bodies', () => {
    expect(parseAnetBody(`${BOM}{"refId":"1"}`)).toEqual({ refId: '1' });
  });

  it('voids with a voidTransaction request', async () => {
    received.length = 0;
    await gateway().voidTransaction('60212345678');
    expect(received[0]).toEqual({
      createTransactionRequest: {
        merchantAuthentication: { name: 'login-id', transactionKey: 'tx-key' },
        transactionRequest: { transactionType: 'voidTransaction', refTransId: '60212345678' },
      },
    });
  });

  it('void (issue 29): an unsettled transaction is voided; a refused void says why', async () => {
    received.length = 0;
    const voided = await gateway().void('60212345678');
    expect(voided.approved).toBe(true);
    const refused = await gateway().void('60200000000');
    expect(refused).toEqual({ approved: false, message: 'The transaction cannot be found.' });
  });

  it('refund (issue 29): reads the masked card from getTransactionDetails, then sends a refundTransaction', async () => {
    received.length = 0;
    const result = await gateway().refund({ transactionId: '60212345678', amount: 2950, orderRef: '1042' });
    expect(result).toEqual({
      approved: true,
      transactionId: '60299999999',
      message: 'This transaction has been approved.',
    });
    expect(received).toEqual([
      {
        getTransactionDetailsRequest: {
          merchantAuthentication: { name: 'login-id', transactionKey: 'tx-key' },
          transId: '60212345678',
        },
      },
      {
        createTransactionRequest: {
          merchantAuthentication: { name: 'login-id', transactionKey: 'tx-key' },
          refId: '1042',
          transactionRequest: {
            transactionType: 'refundTransaction',
            amount: '29.50',
            payment: { creditCard: { cardNumber: '1111', expirationDate: 'XXXX' } },
            refTransId: '60212345678',
          },
        },
      },
    ]);
    const unknown = await gateway().refund({ transactionId: '60200000001', amount: 100, orderRef: '1' });
    expect(unknown).toEqual({ approved: false, message: 'The record cannot be found.' });
  });
});

describe('checkout through the Authorize.net adapter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      content: COMMERCE_CONTENT,
      providers: {
        payment: new AuthorizeNetGateway({
          apiLoginId: 'login-id',
          transactionKey: 'tx-key',
          mode: 'sandbox',
          endpoint,
        }),
      },
    });
  });
  afterAll(async () => t?.close());

  it('charges the opaque token, keeps the transaction id, and keeps nothing on a decline or an outage', async () => {
    const guest = await Shopper.guest(t.app);
    const cart = (await guest.add(SKU.cap, 1)).body;
    const stock = await stockOf(t.db, SKU.cap);
    const orders = await orderCount(t.db);

    const declined = await guest.checkout({ cartId: cart.id, customerInfo: billing(), paymentToken: 'decline' });
    expect(declined.status).toBe(402);
    expect(declined.body).toEqual({ orderId: null, success: false, message: 'This transaction has been declined.' });

    const outage = await guest.checkout(
      { cartId: cart.id, customerInfo: billing(), paymentToken: 'server-error' },
      { 'idempotency-key': 'k1' },
    );
    expect(outage.status).toBe(502);
    expect(outage.body).toMatchObject({
      orderId: null,
      success: false,
      message: expect.stringContaining('could not be reached'),
    });
    expect({ stock: await stockOf(t.db, SKU.cap), orders: await orderCount(t.db) }).toEqual({ stock, orders });

    received.length = 0;
    const paid = await guest.checkout({ cartId: cart.id, customerInfo: billing(), paymentToken: 'approve' });
    expect(paid.status).toBe(200);
    const sent = received[0] as { createTransactionRequest: { refId: string; transactionRequest: { amount: string } } };
    expect(sent.createTransactionRequest.refId).toBe(`HA-${paid.body.orderId}`);
    expect(sent.createTransactionRequest.transactionRequest.amount).toBe('29.50');
    const row = await t.db
      .selectFrom('orders')
      .select('payment_transaction_id')
      .where('id', '=', paid.body.orderId ?? 0)
      .executeTakeFirstOrThrow();
    expect(row.payment_transaction_id).toBe('60212345678');
  });
});
