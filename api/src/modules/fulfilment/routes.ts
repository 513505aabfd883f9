/**
 * The back office's order endpoints under /staff/orders (issue 29): the list and the detail
 * (orders.read), a note (orders.note), the ATF release and the FFL verification by a directory
 * dealer's licence on file or an uploaded licence copy (ffl.verify), shipments (orders.ship), cancel
 * (orders.cancel), refunds (orders.refund) and the confirmation e-mail again (orders.resend-email).
 * Each change is on the order's timeline and the audit log, in its own transaction. A body is
 * validated before the order is looked up, so a malformed request is a 400 whatever order it names.
 */

import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  staffCancelSchema,
  staffFflDirectorySchema,
  staffFflUploadSchema,
  staffOrderListQuerySchema,
  staffOrderNoteSchema,
  staffRefundSchema,
  staffShipSchema,
} from 'shared-contracts/schemas/staff-orders';
import { notFound } from '../../platform/http-errors';
import { validate } from '../../platform/plugins/validate';
import { openApiBody, validatedByYup } from '../../platform/plugins/yup-openapi';
import { mailSettingsFromEnv } from '../../providers/mail/index';
import { newFileKey } from '../../providers/storage/index';
import { requireStaff, type StaffActor, staffActorOf, staffDoc } from '../../shared/staff-access';
import { readDocumentUpload } from '../../shared/uploaded-documents';
import { recordAudit } from '../audit/index';
import { orderConfirmationMail } from '../checkout/index';
import { submitToBoundBook } from '../disposition/index';
import { getOrder } from '../orders/index';
import { orderIdOf } from './queries';
import {
  addNote,
  cancel,
  FULFILMENT_MESSAGES,
  type FulfilmentDeps,
  refund,
  releaseAtf,
  sendOrderMail,
  ship,
  verifyFfl,
} from './service';
import { orderDetail, orderList } from './views';

/** A licence copy: PDF or image, checked by its bytes, under 10 MB. */
export const FFL_LICENCE_UPLOAD = {
  field: 'licence',
  allowed: ['pdf', 'png', 'jpg', 'tif'],
  maxBytesExclusive: 10 * 1024 * 1024,
  maxFiles: 1,
  minFiles: 1,
  textFields: ['expiresOn', 'fflNumber'],
  maxTextLength: 40,
} as const;

type IdParams = { Params: { id: string } };

export async function fulfilmentRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { throwFileSizeLimit: true });
  const shopUrl = mailSettingsFromEnv().shopUrl;
  const deps = (log: FulfilmentDeps['log']): FulfilmentDeps => ({
    db: app.db,
    payment: app.providers.payment,
    mailer: app.providers.mailer,
    shopUrl,
    log,
    submitDispositions: () => submitToBoundBook(app.db, app.providers.boundBook, log),
  });
  const orderId = (raw: string) => {
    const id = orderIdOf(raw);
    if (id === null) throw notFound(FULFILMENT_MESSAGES.orderNotFound);
    return id;
  };

  app.get(
    '/staff/orders',
    {
      ...validatedByYup,
      ...requireStaff('orders.read'),
      schema: staffDoc({
        summary:
          'Orders, newest first: filter by status, from/to (placed, YYYY-MM-DD), ffl=true|false, q (order number, e-mail or name); page and pageSize.',
        querystring: openApiBody(staffOrderListQuerySchema),
      }),
    },
    async (request) => orderList(app.db, await validate(staffOrderListQuerySchema, request.query)),
  );

  app.get<IdParams>(
    '/staff/orders/:id',
    {
      ...requireStaff('orders.read'),
      schema: staffDoc({
        summary: 'One order: lines, addresses, dealer, payment, notes, timeline, shipments, refunds, FFL checks.',
      }),
    },
    async (request) => orderDetail(app.db, orderId(request.params.id)),
  );

  app.post<IdParams>(
    '/staff/orders/:id/notes',
    {
      ...validatedByYup,
      ...requireStaff('orders.note'),
      schema: staffDoc({
        summary: 'Add an internal note (never shown to the customer).',
        body: openApiBody(staffOrderNoteSchema),
      }),
    },
    async (request, reply) => {
      const { body } = await validate(staffOrderNoteSchema, request.body);
      return reply.status(201).send(await addNote(app.db, orderId(request.params.id), body, staffActorOf(request)));
    },
  );

  app.post<IdParams>(
    '/staff/orders/:id/release-atf',
    {
      ...requireStaff('ffl.verify'),
      schema: staffDoc({
        summary: 'ATF approved the NFA transfer: Awaiting ATF approval -> Awaiting FFL or Ready to ship.',
      }),
    },
    async (request) => releaseAtf(app.db, orderId(request.params.id), staffActorOf(request)),
  );

  app.post<IdParams>(
    '/staff/orders/:id/ffl/directory',
    {
      ...validatedByYup,
      ...requireStaff('ffl.verify'),
      schema: staffDoc({
        summary:
          "Verify the receiving dealer by a directory dealer's licence on file (unexpired): Awaiting FFL -> Ready to ship.",
        body: openApiBody(staffFflDirectorySchema),
      }),
    },
    async (request) => {
      const { dealerId } = await validate(staffFflDirectorySchema, request.body);
      return verifyFfl(app.db, orderId(request.params.id), { method: 'directory', dealerId }, staffActorOf(request));
    },
  );

  app.post<IdParams>(
    '/staff/orders/:id/ffl/upload',
    {
      ...requireStaff('ffl.verify'),
      schema: staffDoc({
        summary:
          'Verify the receiving dealer by the licence copy received (multipart: `licence`, a PDF or image checked by its bytes, with `expiresOn` YYYY-MM-DD and the `fflNumber` it shows).',
        consumes: ['multipart/form-data'],
      }),
    },
    async (request) => {
      const { fields, files } = await readDocumentUpload(request, FFL_LICENCE_UPLOAD);
      const input = await validate(staffFflUploadSchema, fields);
      const id = orderId(request.params.id);
      const file = files[0];
      if (!file) throw notFound(FULFILMENT_MESSAGES.orderNotFound);
      const storageKey = newFileKey('ffl-licences', file.kind);
      await app.providers.storage.put(storageKey, file.body, { contentType: file.contentType });
      try {
        return await verifyFfl(
          app.db,
          id,
          {
            method: 'upload',
            expiresOn: input.expiresOn,
            fflNumber: input.fflNumber,
            file: { storageKey, contentType: file.contentType, size: file.size, originalName: file.originalName },
          },
          staffActorOf(request),
        );
      } catch (error) {
        await app.providers.storage.delete(storageKey).catch(() => undefined);
        throw error;
      }
    },
  );

  app.get<{ Params: { id: string; verificationId: string } }>(
    '/staff/orders/:id/ffl/:verificationId/licence',
    {
      ...requireStaff('ffl.verify'),
      schema: staffDoc({ summary: 'The licence copy recorded by an FFL verification (private; never cached).' }),
    },
    async (request, reply) => {
      const id = orderId(request.params.id);
      const verificationId = /^[1-9]\d{0,15}$/.test(request.params.verificationId)
        ? request.params.verificationId
        : null;
      const row = verificationId
        ? await app.db
            .selectFrom('order_ffl_verifications')
            .select(['storage_key', 'content_type', 'original_name'])
            .where('order_id', '=', id)
            .where('id', '=', verificationId as string)
            .executeTakeFirst()
        : undefined;
      const file = row?.storage_key ? await app.providers.storage.get(row.storage_key) : null;
      if (!row || !file) throw notFound(FULFILMENT_MESSAGES.licenceCopyNotFound);
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="${row.original_name ?? 'licence'}"`)
        .type(row.content_type ?? 'application/octet-stream')
        .send(file.body);
    },
  );

  app.post<IdParams>(
    '/staff/orders/:id/shipments',
    {
      ...validatedByYup,
      ...requireStaff('orders.ship'),
      schema: staffDoc({
        summary:
          'Ship one or more shipments (carrier, tracking number, lines; no lines: every unit left). The customer gets the tracking link.',
        body: openApiBody(staffShipSchema),
      }),
    },
    async (request, reply) => {
      const input = await validate(staffShipSchema, request.body);
      const answer = await ship(deps(request.log), orderId(request.params.id), input, staffActorOf(request));
      return reply.status(201).send(answer);
    },
  );

  app.post<IdParams>(
    '/staff/orders/:id/cancel',
    {
      ...validatedByYup,
      ...requireStaff('orders.cancel'),
      schema: staffDoc({
        summary: 'Cancel before anything shipped: voids (or refunds) the payment, restocks, e-mails the customer.',
        body: openApiBody(staffCancelSchema),
      }),
    },
    async (request) => {
      const { reason } = await validate(staffCancelSchema, request.body);
      return cancel(deps(request.log), orderId(request.params.id), reason, staffActorOf(request));
    },
  );

  app.post<IdParams>(
    '/staff/orders/:id/refunds',
    {
      ...validatedByYup,
      ...requireStaff('orders.refund'),
      schema: staffDoc({
        summary:
          'Refund through the payment provider: whole (no lines, no amount), by lines, by amount, with or without restock. Never more than what is left of the captured payment.',
        body: openApiBody(staffRefundSchema),
      }),
    },
    async (request, reply) => {
      const input = await validate(staffRefundSchema, request.body);
      return reply
        .status(201)
        .send(await refund(deps(request.log), orderId(request.params.id), input, staffActorOf(request)));
    },
  );

  app.post<IdParams>(
    '/staff/orders/:id/resend-confirmation',
    {
      ...requireStaff('orders.resend-email'),
      schema: staffDoc({ summary: "Send the order's confirmation e-mail to the customer again." }),
    },
    async (request) => {
      const id = orderId(request.params.id);
      const order = await getOrder(app.db, id);
      if (!order) throw notFound(FULFILMENT_MESSAGES.orderNotFound);
      const actor: StaffActor = staffActorOf(request);
      await app.db.transaction().execute((trx) =>
        recordAudit(trx, actor, {
          action: 'order.confirmation-resent',
          objectType: 'order',
          objectId: String(id),
          after: { to: order.userEmail },
        }),
      );
      const sent = await sendOrderMail(
        deps(request.log),
        id,
        actor,
        'confirmation (again)',
        orderConfirmationMail(order, shopUrl),
      );
      return { sent };
    },
  );
}
