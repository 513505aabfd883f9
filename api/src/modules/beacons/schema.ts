/**
 * The envelope of POST /Beacons: `{ beacons: [ { type, ... } ] }`, 1..100 items, in a body of at
 * most 16 KB. Each item is then validated by its type's handler (handlers.ts).
 */
import { array, mixed, object } from 'yup';

export const BEACON_LIMITS = {
  bodyBytes: 16 * 1024,
  maxItems: 100,
  typeLength: 40,
} as const;

export const BEACON_MESSAGES = {
  required: 'Beacons are required',
  list: 'Beacons must be a list',
  tooFew: 'Send at least one beacon',
  tooMany: `Send at most ${BEACON_LIMITS.maxItems} beacons at once`,
  notObject: 'A beacon must be an object',
  typeRequired: 'Beacon type is required',
  unknownType: 'Unknown beacon type',
} as const;

export const beaconEnvelopeSchema = object({
  beacons: array()
    .of(mixed())
    .typeError(BEACON_MESSAGES.list)
    .required(BEACON_MESSAGES.required)
    .min(1, BEACON_MESSAGES.tooFew)
    .max(BEACON_LIMITS.maxItems, BEACON_MESSAGES.tooMany),
}).strict();
