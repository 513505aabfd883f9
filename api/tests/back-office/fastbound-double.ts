/**
 * A local FastBound account API: the only test double of the bound book, at the HTTP edge. It keeps
 * an account's items, contacts and dispositions in memory and is as strict as FastBound's published
 * OpenAPI description (FastBound/skills skills/fastbound-api/swagger/accounts-swagger.json): the paths
 * `/{accountNum}/api/...`, HTTP Basic with the API key, `X-AuditUser` on writes, the request bodies'
 * property names (those schemas are `additionalProperties: false`: an unknown name is a 400), the
 * required ones, the item statuses (1 Available, 2 Pending Disposal, 3 Disposed) and the answers
 * (`{ errors: [{ field, message }] }` for a 400, 204 for a commit). `fail` scripts an outage or a
 * refusal on the next matching request, before or after handling it (an answer lost on the way back).
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FASTBOUND_ACCOUNT = { accountNumber: 'A012345', apiKey: 'test-key', auditUser: 'books@halvorsen.example' };

/** CreateAsPendingDisposition.Command, CreateFullDispositionContactRequestModel, …ItemRequestModel. */
const PENDING_DISPOSITION_FIELDS = new Set([
  'requestType',
  'contactId',
  'contactExternalId',
  'contact',
  'items',
  'externalId',
  'date',
  'type',
  'note',
  'ttsn',
  'generateTTSN',
  'otsn',
  'purchaseOrderNumber',
  'invoiceNumber',
  'shipmentTrackingNumber',
  'submissionDate',
  'otherTransfereeEmails',
]);
const CONTACT_FIELDS = new Set(
  'externalId fflNumber fflExpires lookupFFL licenseName tradeName sotein sotClass businessType organizationName firstName middleName lastName suffix premiseAddress1 premiseAddress2 premiseCity premiseCounty premiseState premiseZipCode premiseCountry phoneNumber fax emailAddress'.split(
    ' ',
  ),
);
const COMMIT_FIELDS = new Set(['manufacturingChanges', 'otherTransfereeEmails']);

export interface FastBoundItemRecord {
  id: string;
  serial: string;
  manufacturer: string;
  status: { id: number; name: string };
  dispositionId: string | null;
  dispositionExternalId: string | null;
}
interface Disposition {
  id: string;
  externalId: string | null;
  body: Record<string, unknown>;
  contactId: string;
  itemIds: string[];
  committed: boolean;
}
export interface Received {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string;
  auditUser: string | undefined;
  contentType: string | undefined;
  body: Record<string, unknown> | undefined;
}
type Answer = { status: number; body?: unknown };

export async function startFastBound() {
  const items = new Map<string, FastBoundItemRecord>();
  const contacts: Array<Record<string, unknown> & { id: string }> = [];
  const dispositions = new Map<string, Disposition>();
  const received: Received[] = [];
  const failures: Array<{ method: string; path: RegExp; answer: Answer; afterHandling: boolean }> = [];
  const status = (id: number) => ({ id, name: ['', 'Available', 'Pending Disposal', 'Disposed'][id] ?? '' });
  const invalid = (field: string, message: string): Answer => ({ status: 400, body: { errors: [{ field, message }] } });
  const unknownField = (body: Record<string, unknown>, known: Set<string>, prefix = '') =>
    Object.keys(body).find((key) => !known.has(key)) && invalid(prefix, 'The request body has unknown properties.');

  function handle(call: Received): Answer {
    const base = `/${FASTBOUND_ACCOUNT.accountNumber}/api/`;
    if (!call.path.startsWith(base)) return { status: 404 };
    const expected = Buffer.from(`${FASTBOUND_ACCOUNT.apiKey}:`).toString('base64');
    if (call.authorization !== `Basic ${expected}`) return { status: 401 };
    const route = `${call.method} ${call.path.slice(base.length)}`;
    if (call.method === 'POST') {
      if (call.auditUser !== FASTBOUND_ACCOUNT.auditUser) return { status: 403 };
      if (call.contentType !== 'application/json' || !call.body) return { status: 415 };
    }
    if (route === 'GET Items') {
      const found = [...items.values()].filter((item) => !call.query.serial || item.serial === call.query.serial);
      return { status: 200, body: { items: found, records: found.length } };
    }
    if (route === 'GET Contacts') {
      const found = contacts.filter((contact) => !call.query.fflNumber || contact.fflNumber === call.query.fflNumber);
      return { status: 200, body: { contacts: found, records: found.length } };
    }
    if (route === 'POST Dispositions/CreateAsPending') return createPending(call.body as Record<string, unknown>);
    const commit = /^POST Dispositions\/([^/]+)\/Commit$/.exec(route);
    if (commit) return commitDisposition(decodeURIComponent(commit[1] as string), call.body ?? {});
    return { status: 404 };
  }

  function createPending(body: Record<string, unknown>): Answer {
    const unknown = unknownField(body, PENDING_DISPOSITION_FIELDS);
    if (unknown) return unknown;
    if (typeof body.date !== 'string' || Number.isNaN(Date.parse(body.date))) return invalid('date', 'Required.');
    if (body.requestType !== 'Regular') return invalid('requestType', 'Only Regular is spoken here.');
    if (typeof body.type !== 'string' || !body.type) return invalid('type', 'Required for Regular dispositions.');
    const lines = (body.items ?? []) as Array<Record<string, unknown>>;
    if (lines.some((line) => Object.keys(line).some((key) => key !== 'id' && key !== 'price'))) {
      return invalid('items', 'The request body has unknown properties.');
    }
    const picked = lines.map((line) => items.get(String(line.id)));
    if (picked.some((item) => item?.status.id !== 1)) return invalid('items', 'Item not found in inventory.');
    let contactId = body.contactId as string | undefined;
    if (contactId && !contacts.some((contact) => contact.id === contactId)) return invalid('contactId', 'Not found.');
    if (!contactId) {
      const contact = body.contact as Record<string, unknown> | undefined;
      if (!contact) return invalid('contact', 'A disposition contact is required.');
      const wrong = unknownField(contact, CONTACT_FIELDS, 'contact');
      if (wrong) return wrong;
      contactId = randomUUID();
      contacts.push({ ...contact, id: contactId });
    }
    const id = randomUUID();
    const externalId = (body.externalId as string | undefined) ?? null;
    for (const item of picked as FastBoundItemRecord[]) {
      Object.assign(item, { status: status(2), dispositionId: id, dispositionExternalId: externalId });
    }
    dispositions.set(id, {
      id,
      externalId,
      body,
      contactId,
      itemIds: lines.map((line) => String(line.id)),
      committed: false,
    });
    return {
      status: 200,
      body: { id, externalId, date: body.date, type: body.type, status: { id: 1, name: 'Pending' } },
    };
  }

  function commitDisposition(id: string, body: Record<string, unknown>): Answer {
    const unknown = unknownField(body, COMMIT_FIELDS);
    if (unknown) return unknown;
    const disposition = dispositions.get(id);
    if (!disposition) return { status: 404 };
    if (disposition.committed) return invalid('', 'The disposition is already committed.');
    disposition.committed = true;
    for (const itemId of disposition.itemIds) Object.assign(items.get(itemId) as object, { status: status(3) });
    return { status: 204 };
  }

  async function bodyOf(request: IncomingMessage) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
  }

  function answer(response: ServerResponse, { status: code, body }: Answer) {
    if (body === undefined) response.writeHead(code).end();
    else response.writeHead(code, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fastbound.test');
    const call: Received = {
      method: request.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization: request.headers.authorization ?? '',
      auditUser: request.headers['x-audituser'] as string | undefined,
      contentType: request.headers['content-type'],
      body: await bodyOf(request),
    };
    received.push(call);
    const index = failures.findIndex((f) => f.method === call.method && f.path.test(call.path));
    const failure = index >= 0 ? failures.splice(index, 1)[0] : undefined;
    if (failure && !failure.afterHandling) return answer(response, failure.answer);
    const handled = handle(call);
    answer(response, failure ? failure.answer : handled);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    items,
    contacts,
    dispositions,
    /** An acquisition booked in FastBound: the firearm is in the account's inventory. */
    stock(serial: string, manufacturer = 'Halvorsen Arms'): FastBoundItemRecord {
      const item = {
        id: randomUUID(),
        serial,
        manufacturer,
        status: status(1),
        dispositionId: null,
        dispositionExternalId: null,
      };
      items.set(item.id, item);
      return item;
    },
    itemOf: (serial: string) => [...items.values()].find((item) => item.serial === serial),
    /** The next request of this method whose path matches answers this (after being handled, if said). */
    fail(method: 'GET' | 'POST', path: RegExp, answer: Answer, afterHandling = false) {
      failures.push({ method, path, answer, afterHandling });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FastBoundDouble = Awaited<ReturnType<typeof startFastBound>>;
