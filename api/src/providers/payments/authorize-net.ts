/**
 * Authorize.net adapter (JSON API). Builds a real `createTransactionRequest` that charges the
 * Accept.js opaque token (authCaptureTransaction), posts it to the sandbox or production endpoint
 * and reads transactionResponse.responseCode (1 approved, 2 declined, 3 error, 4 held for review).
 *
 * Authorize.net's JSON is translated to XML on their side, so the ORDER of keys matters: every
 * object below is written in the order of their XML schema (AnetApiSchema.xsd).
 * Their responses start with a UTF-8 byte order mark, which JSON.parse rejects: it is stripped.
 */
import { whileOrderWaits } from '../../platform/orders-first';
import { toNumeric } from '../../shared/money';
import {
  type AuthorizeRequest,
  type AuthorizeResult,
  type PaymentActionResult,
  type PaymentGateway,
  PaymentUnavailableError,
  type RefundRequest,
} from './gateway';

export const AUTHORIZE_NET_ENDPOINTS = {
  sandbox: 'https://apitest.authorize.net/xml/v1/request.api',
  production: 'https://api.authorize.net/xml/v1/request.api',
} as const;

export const ACCEPT_DATA_DESCRIPTOR = 'COMMON.ACCEPT.INAPP.PAYMENT';

export interface AuthorizeNetSettings {
  apiLoginId: string;
  transactionKey: string;
  mode: 'sandbox' | 'production';
  /** Overrides the endpoint of `mode` (tests point it at a local stand-in). */
  endpoint?: string;
  timeoutMs?: number;
}

interface AnetMessage {
  code?: string;
  text?: string;
}
interface AnetTransactionResponse {
  responseCode?: string;
  transId?: string;
  messages?: Array<{ code?: string; description?: string }>;
  errors?: Array<{ errorCode?: string; errorText?: string }>;
}
export interface AnetResponse {
  refId?: string;
  /** getTransactionDetails: the original charge, card masked (`XXXX1111`). */
  transaction?: { payment?: { creditCard?: { cardNumber?: string } } };
  transactionResponse?: AnetTransactionResponse;
  messages?: { resultCode?: 'Ok' | 'Error'; message?: AnetMessage[] };
}

/** Authorize.net field limits (characters). */
const cut = (value: string, max: number) => value.trim().slice(0, max);

function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/);
  const lastName = parts.length > 1 ? (parts.pop() ?? '') : '';
  return { firstName: parts.join(' '), lastName };
}

export function buildCreateTransactionRequest(
  settings: Pick<AuthorizeNetSettings, 'apiLoginId' | 'transactionKey'>,
  { amount, token, billing, orderRef }: AuthorizeRequest,
) {
  const { firstName, lastName } = splitName(billing.name);
  return {
    createTransactionRequest: {
      merchantAuthentication: { name: settings.apiLoginId, transactionKey: settings.transactionKey },
      refId: cut(orderRef, 20),
      transactionRequest: {
        transactionType: 'authCaptureTransaction',
        amount: toNumeric(amount),
        payment: { opaqueData: { dataDescriptor: ACCEPT_DATA_DESCRIPTOR, dataValue: token } },
        order: { invoiceNumber: cut(orderRef, 20), description: 'Halvorsen Arms online order' },
        customer: { email: cut(billing.email, 255) },
        billTo: {
          firstName: cut(firstName, 50),
          lastName: cut(lastName, 50),
          company: cut(billing.company, 50),
          address: cut(billing.address, 60),
          city: cut(billing.city, 40),
          state: cut(billing.state, 40),
          zip: cut(billing.zip, 20),
          country: cut(billing.country, 60),
          phoneNumber: cut(billing.phone, 25),
        },
      },
    },
  };
}

export function buildVoidRequest(
  settings: Pick<AuthorizeNetSettings, 'apiLoginId' | 'transactionKey'>,
  transactionId: string,
) {
  return {
    createTransactionRequest: {
      merchantAuthentication: { name: settings.apiLoginId, transactionKey: settings.transactionKey },
      transactionRequest: { transactionType: 'voidTransaction', refTransId: transactionId },
    },
  };
}

/**
 * A refund of a settled transaction (refundTransaction): Authorize.net wants the card's last four
 * digits (read from getTransactionDetails, never stored by the shop) and `XXXX` as the expiry.
 */
export function buildRefundRequest(
  settings: Pick<AuthorizeNetSettings, 'apiLoginId' | 'transactionKey'>,
  { transactionId, amount, orderRef }: RefundRequest,
  cardLast4: string,
) {
  return {
    createTransactionRequest: {
      merchantAuthentication: { name: settings.apiLoginId, transactionKey: settings.transactionKey },
      refId: cut(orderRef, 20),
      transactionRequest: {
        transactionType: 'refundTransaction',
        amount: toNumeric(amount),
        payment: { creditCard: { cardNumber: cardLast4, expirationDate: 'XXXX' } },
        refTransId: transactionId,
      },
    },
  };
}

/** getTransactionDetailsRequest: what a refund needs to know of the original charge. */
export function buildTransactionDetailsRequest(
  settings: Pick<AuthorizeNetSettings, 'apiLoginId' | 'transactionKey'>,
  transactionId: string,
) {
  return {
    getTransactionDetailsRequest: {
      merchantAuthentication: { name: settings.apiLoginId, transactionKey: settings.transactionKey },
      transId: transactionId,
    },
  };
}

/** Reads an Authorize.net body (BOM and all). */
export function parseAnetBody(text: string): AnetResponse {
  return JSON.parse(text.replace(/^\uFEFF/, '')) as AnetResponse;
}

export function interpretResponse(body: AnetResponse): AuthorizeResult {
  const tx = body.transactionResponse;
  const txError = tx?.errors?.[0]?.errorText;
  const txMessage = tx?.messages?.[0]?.description;
  const apiMessage = body.messages?.message?.[0]?.text;
  if (tx?.responseCode === '1') {
    return { approved: true, transactionId: tx.transId, message: txMessage ?? 'This transaction has been approved.' };
  }
  if (tx?.responseCode === '4') {
    // Held for review: money is not captured yet; treat as not approved so nothing ships unpaid.
    return {
      approved: false,
      transactionId: tx.transId,
      message: txError ?? txMessage ?? 'The transaction is held for review.',
    };
  }
  return { approved: false, message: txError ?? txMessage ?? apiMessage ?? 'The payment was not approved.' };
}

export class AuthorizeNetGateway implements PaymentGateway {
  readonly name = 'authorize-net';

  constructor(private readonly settings: AuthorizeNetSettings) {}

  get endpoint(): string {
    return this.settings.endpoint ?? AUTHORIZE_NET_ENDPOINTS[this.settings.mode];
  }

  private async post(payload: unknown): Promise<AnetResponse> {
    let text: string;
    try {
      text = await whileOrderWaits(async () => {
        const response = await fetch(this.endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(payload),
          signal: AbortSignal.timeout(this.settings.timeoutMs ?? 20_000),
        });
        if (!response.ok) throw new PaymentUnavailableError();
        return response.text();
      });
    } catch (error) {
      if (error instanceof PaymentUnavailableError) throw error;
      throw new PaymentUnavailableError();
    }
    try {
      return parseAnetBody(text);
    } catch {
      throw new PaymentUnavailableError();
    }
  }

  async authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
    return interpretResponse(await this.post(buildCreateTransactionRequest(this.settings, request)));
  }

  async voidTransaction(transactionId: string): Promise<void> {
    await this.post(buildVoidRequest(this.settings, transactionId));
  }

  async void(transactionId: string): Promise<PaymentActionResult> {
    return interpretResponse(await this.post(buildVoidRequest(this.settings, transactionId)));
  }

  async refund(request: RefundRequest): Promise<PaymentActionResult> {
    const details = await this.post(buildTransactionDetailsRequest(this.settings, request.transactionId));
    const last4 = details.transaction?.payment?.creditCard?.cardNumber?.match(/(\d{4})$/)?.[1];
    if (!last4) {
      const text = details.messages?.message?.[0]?.text;
      return { approved: false, message: text ?? 'The original transaction could not be found.' };
    }
    return interpretResponse(await this.post(buildRefundRequest(this.settings, request, last4)));
  }
}
