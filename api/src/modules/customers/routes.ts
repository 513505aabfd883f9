/**
 * GET /staff/customers?q= (customers.read, issue 29): look a customer up by e-mail or name; each
 * match with their orders, saved addresses, newsletter and Pro Deal state. Never a password hash,
 * a token or a session: the queries name the columns they read.
 */
import type { FastifyInstance } from 'fastify';
import { staffCustomerQuerySchema } from 'shared-contracts/schemas/staff-orders';
import { validate } from '../../platform/plugins/validate';
import { openApiBody, validatedByYup } from '../../platform/plugins/yup-openapi';
import { toCents, toDollars } from '../../shared/money';
import { requireStaff, staffDoc } from '../../shared/staff-access';
import { addressesOf, findCustomers, newsletterOf, ordersOf, proDealOf } from './queries';

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);
const money = (value: string) => toDollars(toCents(value));

export async function customerRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/staff/customers',
    {
      ...validatedByYup,
      ...requireStaff('customers.read'),
      schema: staffDoc({
        summary:
          'Customers by e-mail or name (q, at least 2 characters): orders, addresses, newsletter and Pro Deal state.',
        querystring: openApiBody(staffCustomerQuerySchema),
      }),
    },
    async (request) => {
      const { q } = await validate(staffCustomerQuerySchema, request.query);
      const users = q ? await findCustomers(app.db, q) : [];
      const ids = users.map((u) => u.id);
      const emails = users.map((u) => u.email.toLowerCase());
      const [orders, addresses, newsletter, proDeal] = await Promise.all([
        ordersOf(app.db, ids, emails),
        addressesOf(app.db, ids),
        newsletterOf(app.db, emails),
        proDealOf(app.db, ids),
      ]);
      return {
        customers: users.map((user) => {
          const subscription = newsletter.find((n) => n.email === user.email.toLowerCase());
          const application = proDeal.find((p) => p.user_id === user.id);
          return {
            id: user.id,
            email: user.email,
            firstName: user.first_name,
            lastName: user.last_name,
            phone: user.phone,
            createdAt: iso(user.created_at),
            emailVerified: user.email_verified_at !== null,
            orders: orders
              .filter(
                (o) =>
                  o.user_id === user.id || (o.user_id === null && o.email.toLowerCase() === user.email.toLowerCase()),
              )
              .map((o) => ({
                id: o.id,
                createdAt: iso(o.created_at),
                status: o.status,
                totalAmount: money(o.total_amount),
                refundedAmount: money(o.refunded_amount),
                asGuest: o.user_id === null,
              })),
            addresses: addresses
              .filter((a) => a.user_id === user.id)
              .map((a) => ({
                id: a.id,
                ...a.data,
                isDefaultShipping: a.is_default_shipping,
                isDefaultBilling: a.is_default_billing,
              })),
            newsletter: {
              chosenAtRegistration: user.newsletter,
              subscribed: subscription?.is_subscribed ?? false,
              confirmedAt: iso(subscription?.confirmed_at ?? null),
              subscribedAt: iso(subscription?.subscribed_at ?? null),
              unsubscribedAt: iso(subscription?.unsubscribed_at ?? null),
            },
            // The newest application: its id opens it in the applications list, reason is the rejection's.
            proDeal: application
              ? {
                  applicationId: application.id,
                  status: application.status,
                  reason: application.reason,
                  appliedAt: iso(application.created_at),
                  decidedAt: iso(application.decided_at),
                }
              : { applicationId: null, status: 'none', reason: null, appliedAt: null, decidedAt: null },
          };
        }),
      };
    },
  );
}
