/**
 * The rum module (issue 31, item 4): real-user Web Vitals from the shell's 'vital' beacons, kept as
 * per-minute histograms per page type, owning remote and version; p75 reports for staff.
 */
export { BUCKETS_PER_DOUBLING, bucketOf, LAST_BUCKET, quantileOf } from './buckets';
export { type RumVitals, rumRoutes } from './routes';
export { RUM_OWNERS, vitalBeaconSchema } from './schema';
export { RUM_RETENTION_DAYS, type RumReport, rumReport } from './service';
