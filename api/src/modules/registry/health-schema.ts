/**
 * One `remote-health` beacon: `{ type, remote, version, kind, count }`. Strict: a number sent as
 * text, or text as a number, is a 400 like any other wrong type. Remote and version are only checked
 * for shape here; one the registry does not know is ignored, not refused (health-counter.ts).
 */
import { type InferType, number, object, string } from 'yup';

export const REMOTE_HEALTH_BEACON = 'remote-health';

export const HEALTH_KINDS = ['view', 'error', 'load-failure', 'render-failure', 'render-timeout'] as const;
export type HealthKind = (typeof HEALTH_KINDS)[number];
/** The kinds that count as errors against a version's views (the error rate). */
export const ERROR_KINDS: readonly HealthKind[] = ['error', 'load-failure', 'render-failure', 'render-timeout'];

export const HEALTH_LIMITS = { maxCount: 1000, nameLength: 100 } as const;

export const remoteHealthBeaconSchema = object({
  type: string().required('Beacon type is required').oneOf([REMOTE_HEALTH_BEACON], 'Unknown beacon type'),
  remote: string()
    .required('Remote is required')
    .max(HEALTH_LIMITS.nameLength, `Remote must be at most ${HEALTH_LIMITS.nameLength} characters`),
  version: string()
    .required('Version is required')
    .max(HEALTH_LIMITS.nameLength, `Version must be at most ${HEALTH_LIMITS.nameLength} characters`),
  kind: string()
    .required('Kind is required')
    .oneOf([...HEALTH_KINDS], `Kind must be one of ${HEALTH_KINDS.join(', ')}`),
  count: number()
    .required('Count is required')
    .integer('Count must be a whole number')
    .min(1, 'Count must be at least 1')
    .max(HEALTH_LIMITS.maxCount, `Count must be at most ${HEALTH_LIMITS.maxCount}`),
}).strict();

export type RemoteHealthBeacon = InferType<typeof remoteHealthBeaconSchema> & { kind: HealthKind };
