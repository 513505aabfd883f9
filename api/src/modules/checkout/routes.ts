/**
 * `POST /Checkout/simplified` for guests (X-Guest-Id) and signed-in users (bearer). Honours an
 * Idempotency-Key header (see idempotency.ts); answers { orderId, success, message }. The order runs
 * as an order under way (decision 0056): a new guest or an add to a cart in this process waits for it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, unauthorized } from '../../platform/http-errors';
import { asOrderUnderWay } from '../../platform/orders-first';
import { metrics } from '../../platform/telemetry/metrics';
import { mailSettingsFromEnv } from '../../providers/mail/index';
import {
  AnsweredByKey,
  holdingLease,
  readIdempotencyKeyHeader,
  requestHash,
  type StoredAnswer,
  settle,
} from './idempotency';
import type { CheckoutDeps, CheckoutOwner, IdempotencyKeyClaim } from './order-context';
import { afterOrderPlaced, type PlacedOrder, submitCheckout } from './service';
import { scheduleStockSweep } from './stock-sweep';

export const CHECKOUT_SIGN_IN_MESSAGE = 'Continue as a guest or sign in to check out';

function checkoutOwner(request: FastifyRequest): CheckoutOwner {
  const identity = request.identity;
  if (identity.kind === 'user') return { kind: 'user', userId: identity.userId, email: identity.email };
  if (identity.kind === 'guest') return { kind: 'guest', guestId: identity.guestId };
  throw unauthorized(CHECKOUT_SIGN_IN_MESSAGE);
}

/**
 * The outcome counted in checkouts_total (decision 0027): placed, declined (the payment provider
 * said no: 402), refused (any other 4xx: validation, stock, compliance, sign-in) or failed (5xx).
 */
function checkoutOutcomeOf(status: number, placed: PlacedOrder | undefined): string {
  if (placed || status < 300) return 'placed';
  if (status === 402) return 'declined';
  return status >= 500 ? 'failed' : 'refused';
}

const scopeOf = (owner: CheckoutOwner) => (owner.kind === 'user' ? `user:${owner.userId}` : `guest:${owner.guestId}`);

export async function checkoutRoutes(app: FastifyInstance): Promise<void> {
  const shopUrl = mailSettingsFromEnv().shopUrl;
  scheduleStockSweep(app);

  app.post(
    '/Checkout/simplified',
    {
      schema: {
        tags: ['checkout'],
        summary:
          'Place the order: { cartId, customerInfo, dealerInfo (FFL), paymentToken } -> { orderId, success, message }. ' +
          'Send an Idempotency-Key header to make retries safe.',
      },
    },
    async (request, reply) => {
      const owner = checkoutOwner(request);
      const { tax, payment, mailer, ageVerification } = app.providers;
      const deps: CheckoutDeps = {
        db: app.db,
        tax,
        payment,
        mailer,
        ageVerification,
        shopUrl,
        log: request.log,
        proDealDiscountPercent: app.config.proDealDiscountPercent,
      };
      const key = readIdempotencyKeyHeader(request.headers['idempotency-key']);
      const scope = scopeOf(owner);
      // Claimed with the stock's reservation (decision 0059); an answer is kept under it only once held.
      const keyClaim: IdempotencyKeyClaim | undefined = key
        ? { scope, key, requestHash: requestHash(request.body), held: false }
        : undefined;

      let answer: StoredAnswer;
      let placed: PlacedOrder | undefined;
      try {
        const submit = () => submitCheckout(deps, owner, request.body, keyClaim);
        const outcome = await asOrderUnderWay(() =>
          keyClaim ? holdingLease(app.db, request.log, keyClaim, submit) : submit(),
        );
        answer = { status: outcome.status, body: outcome.body };
        placed = outcome.placed;
      } catch (error) {
        if (error instanceof AnsweredByKey) {
          if (error.replayed) reply.header('idempotent-replayed', 'true');
          return reply.status(error.answer.status).send(error.answer.body);
        }
        if (!(error instanceof HttpError) || error.statusCode >= 500) {
          metrics.checkoutOutcome('failed');
          if (keyClaim?.held) await settle(app.db, keyClaim, { status: 500, body: null });
          throw error;
        }
        answer = { status: error.statusCode, body: error.toBody() };
      }
      metrics.checkoutOutcome(checkoutOutcomeOf(answer.status, placed));
      // A placed order's key was answered in the order's transaction; any other answer is kept now.
      if (keyClaim?.held && !placed) await settle(app.db, keyClaim, answer);
      if (placed) await afterOrderPlaced(deps, placed);
      return reply.status(answer.status).send(answer.body);
    },
  );
}
