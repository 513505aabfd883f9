/**
 * The ingest: validates a beacon batch (envelope, then each item by its type's schema), answers 400
 * with every bad item's field errors, or hands each type's items to its handler and adds up what
 * they accepted and ignored. Nothing of a bad batch is taken.
 */
import { badRequest, HttpError } from '../../platform/http-errors';
import { MAX_FIELD_ERRORS, quoteInput, validate } from '../../platform/plugins/validate';
import type { BeaconContext, BeaconHandler, BeaconHandlers, BeaconOutcome } from './handlers';
import { BEACON_LIMITS, BEACON_MESSAGES, beaconEnvelopeSchema } from './schema';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The item's handler, or its field error. */
function handlerOf(handlers: BeaconHandlers, item: unknown): BeaconHandler | string {
  if (!isPlainObject(item)) return BEACON_MESSAGES.notObject;
  const type = item.type;
  if (type === undefined || type === null || type === '') return BEACON_MESSAGES.typeRequired;
  if (typeof type !== 'string' || type.length > BEACON_LIMITS.typeLength) return BEACON_MESSAGES.unknownType;
  return handlers.get(type) ?? `${BEACON_MESSAGES.unknownType} "${quoteInput(type, BEACON_LIMITS.typeLength)}"`;
}

export async function ingestBeacons(
  handlers: BeaconHandlers,
  body: unknown,
  context: BeaconContext,
): Promise<BeaconOutcome> {
  const { beacons } = await validate(beaconEnvelopeSchema, body);
  const errors: Record<string, string[]> = {};
  const batches = new Map<BeaconHandler, unknown[]>();
  for (const [index, item] of beacons.entries()) {
    if (Object.keys(errors).length >= MAX_FIELD_ERRORS) break;
    const handler = handlerOf(handlers, item);
    if (typeof handler === 'string') {
      errors[`beacons[${index}]${isPlainObject(item) ? '.type' : ''}`] = [handler];
      continue;
    }
    try {
      const valid = await validate(handler.schema, item);
      const batch = batches.get(handler) ?? [];
      batch.push(valid);
      batches.set(handler, batch);
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 400) throw error;
      for (const [field, messages] of Object.entries(error.extra.errors ?? { '': [error.message] })) {
        errors[field ? `beacons[${index}].${field}` : `beacons[${index}]`] = messages;
      }
    }
  }
  const fields = Object.entries(errors).slice(0, MAX_FIELD_ERRORS);
  if (fields.length > 0) throw badRequest(fields[0]?.[1][0] ?? BEACON_MESSAGES.notObject, Object.fromEntries(fields));
  const outcome: BeaconOutcome = { accepted: 0, ignored: 0 };
  for (const [handler, items] of batches) {
    const taken = await handler.take(items, context);
    outcome.accepted += taken.accepted;
    outcome.ignored += taken.ignored;
  }
  return outcome;
}
