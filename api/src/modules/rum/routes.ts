/**
 * Real-user Web Vitals (issue 31, item 4) as the API runs them: the 'vital' beacon handler on the
 * shared ingest (POST /Beacons, modules/beacons), the once-a-second flush of the histogram counts,
 * the hourly retention sweep, and GET /staff/rum/report (permission rum.read) for `npm run
 * rum:report`. Registered after the beacons module; its timers are unref'd and stop when the app
 * closes, after a last flush. `app.rum` lets tests and tools flush and sweep now.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { VITAL_BEACON } from 'shared-contracts/domain/web-vitals';
import { validate } from '../../platform/plugins/validate';
import { openApiBody, validatedByYup } from '../../platform/plugins/yup-openapi';
import { requireStaff, staffDoc } from '../../shared/staff-access';
import { scheduleTimedWrites } from '../../shared/timed-writes';
import type { BeaconOutcome } from '../beacons/index';
import { knownVersionsOf } from '../registry/index';
import { rumReportQuerySchema, type ValidVitalBeacon, vitalBeaconSchema } from './schema';
import { RUM_SWEEP_INTERVAL_MS, rumReport, sweepVitals, VitalsCounter } from './service';

export const RUM_FLUSH_INTERVAL_MS = 1000;

export interface RumVitals {
  counter: VitalsCounter;
  /** Writes the counted figures now. */
  flush(): Promise<number>;
  /** Deletes minutes past the retention now. */
  sweep(now?: number): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rum: RumVitals;
  }
}

export const rumRoutes = fp(
  async (app: FastifyInstance) => {
    const counter = new VitalsCounter(app.db);
    // Only versions the registry published are kept by name: any other becomes 'unknown', so
    // made-up versions cannot grow the table (shell-owned figures carry version '-').
    const known = knownVersionsOf(app.db);
    const versionOf = async (item: ValidVitalBeacon) =>
      item.remote === 'shell' || (await known.has(item.remote, item.version)) ? item.version : 'unknown';

    app.beacons.register<ValidVitalBeacon>(VITAL_BEACON, {
      schema: vitalBeaconSchema,
      async take(items): Promise<BeaconOutcome> {
        for (const item of items) counter.add({ ...item, version: await versionOf(item) });
        return { accepted: items.length, ignored: 0 };
      },
    });

    app.decorate('rum', {
      counter,
      flush: () => counter.flush(),
      sweep: (now?: number) => sweepVitals(app.db, now),
    } satisfies RumVitals);

    app.get(
      '/staff/rum/report',
      {
        ...validatedByYup,
        ...requireStaff('rum.read'),
        schema: staffDoc({
          summary:
            'Real-user Web Vitals: the p75 and sample size of LCP, INP, CLS, FCP and TTFB per page type and per owning remote over the last `minutes` (default 1440, at most 30 days).',
          querystring: openApiBody(rumReportQuerySchema),
        }),
      },
      async (request) => {
        const { minutes } = await validate(rumReportQuerySchema, request.query);
        return rumReport(app.db, minutes);
      },
    );

    scheduleTimedWrites(app, {
      name: 'web vitals',
      flush: () => counter.flush(),
      flushEveryMs: RUM_FLUSH_INTERVAL_MS,
      sweep: () => sweepVitals(app.db),
      sweepEveryMs: RUM_SWEEP_INTERVAL_MS,
    });
  },
  { name: 'rum', dependencies: ['beacons'] },
);
