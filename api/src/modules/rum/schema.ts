/**
 * One `vital` beacon (issue 31): `{ type, name, value, rating, pageType, remote, version }`, as
 * shared-contracts/domain/web-vitals.ts names them. Strict, like every beacon: a number sent as text
 * is a 400. The remote must be one of topology.json's or 'shell' (so a row's remote is always one
 * the report knows); the version is checked for length only. A value that is negative, not finite
 * or over the metric's limit is no measurement: 400 for the whole batch, as the ingest answers.
 */
import {
  PAGE_TYPES,
  SHELL_OWNER,
  VITAL_BEACON,
  VITAL_MAX_VALUE,
  VITAL_NAMES,
  VITAL_RATINGS,
  type VitalBeacon,
  type VitalName,
} from 'shared-contracts/domain/web-vitals';
import { number, object, string } from 'yup';
import topology from '../../../../topology.json';

/** Who may own a figure: the composed remotes and the shell. */
export const RUM_OWNERS: readonly string[] = [...topology.remotes.map((remote) => remote.name), SHELL_OWNER];

export const VITAL_LIMITS = { versionLength: 100 } as const;

export const vitalBeaconSchema = object({
  type: string().required('Beacon type is required').oneOf([VITAL_BEACON], 'Unknown beacon type'),
  name: string()
    .required('Name is required')
    .oneOf([...VITAL_NAMES], `Name must be one of ${VITAL_NAMES.join(', ')}`),
  value: number()
    .required('Value is required')
    .min(0, 'Value must be at least 0')
    .test('within-limit', 'Value is too large for this metric', function withinLimit(value) {
      const name = this.parent?.name as VitalName;
      const max = Object.hasOwn(VITAL_MAX_VALUE, name) ? VITAL_MAX_VALUE[name] : 0;
      return value === undefined || (Number.isFinite(value) && value <= max);
    }),
  rating: string()
    .required('Rating is required')
    .oneOf([...VITAL_RATINGS], `Rating must be one of ${VITAL_RATINGS.join(', ')}`),
  pageType: string()
    .required('Page type is required')
    .oneOf([...PAGE_TYPES], `Page type must be one of ${PAGE_TYPES.join(', ')}`),
  remote: string()
    .required('Remote is required')
    .oneOf([...RUM_OWNERS], `Remote must be one of ${RUM_OWNERS.join(', ')}`),
  version: string()
    .required('Version is required')
    .max(VITAL_LIMITS.versionLength, `Version must be at most ${VITAL_LIMITS.versionLength} characters`),
}).strict();

export type ValidVitalBeacon = VitalBeacon;

/** GET /staff/rum/report?minutes=: the window, in minutes back from now (default a day, at most 30 days). */
export const RUM_REPORT_LIMITS = { defaultMinutes: 1440, maxMinutes: 30 * 24 * 60 } as const;
const MINUTES_MESSAGE = `Minutes must be a whole number from 1 to ${RUM_REPORT_LIMITS.maxMinutes}`;

export const rumReportQuerySchema = object({
  minutes: number()
    .transform((value, original) => (original === '' ? undefined : value))
    .typeError(MINUTES_MESSAGE)
    .integer(MINUTES_MESSAGE)
    .min(1, MINUTES_MESSAGE)
    .max(RUM_REPORT_LIMITS.maxMinutes, MINUTES_MESSAGE)
    .default(RUM_REPORT_LIMITS.defaultMinutes),
}).noUnknown('Unknown query parameter');
