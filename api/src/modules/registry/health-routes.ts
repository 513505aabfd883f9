/**
 * Remote health (issue 28, item 5) as the API runs it: the 'remote-health' beacon handler, the
 * once-a-second flush of the counts (health-counter.ts), the automatic rollback check after a flush
 * (at most every 5 s, canary-watch.ts) and the hourly retention sweep (health-retention.ts).
 * Registered after the beacons module (it adds its handler to `app.beacons`). Its timers are unref'd
 * and stop when the app closes, after a last flush, so no count is lost on a graceful shutdown.
 * `app.registryHealth` lets tests and tools flush, check and sweep now.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scheduleTimedWrites } from '../../shared/timed-writes';
import type { BeaconOutcome } from '../beacons/index';
import { type CanaryAbort, checkCanaries } from './canary-watch';
import { HealthCounter } from './health-counter';
import { knownVersionsOf } from './health-known-versions';
import { HEALTH_SWEEP_INTERVAL_MS, sweepHealth } from './health-retention';
import { REMOTE_HEALTH_BEACON, type RemoteHealthBeacon, remoteHealthBeaconSchema } from './health-schema';

export const HEALTH_FLUSH_INTERVAL_MS = 1000;
export const CANARY_CHECK_MIN_INTERVAL_MS = 5000;

export interface RegistryHealth {
  counter: HealthCounter;
  /** Writes the counts now; then judges the canaries if the last check is 5 s old. */
  flush(): Promise<void>;
  /** Judges every running canary now. */
  checkCanaries(): Promise<CanaryAbort[]>;
  /** Deletes minutes past the retention now. */
  sweep(now?: number): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    registryHealth: RegistryHealth;
  }
}

export const registryHealthRoutes = fp(
  async (app: FastifyInstance) => {
    const known = knownVersionsOf(app.db);
    const counter = new HealthCounter(app.db);
    const rules = {
      minSample: app.config.registryHealth.canaryMinSample,
      margin: app.config.registryHealth.canaryMargin,
    };

    app.beacons.register<RemoteHealthBeacon>(REMOTE_HEALTH_BEACON, {
      schema: remoteHealthBeaconSchema,
      async take(items): Promise<BeaconOutcome> {
        const outcome = { accepted: 0, ignored: 0 };
        for (const item of items) {
          if (await known.has(item.remote, item.version)) {
            counter.add(item.remote, item.version, item.kind, item.count);
            outcome.accepted += 1;
          } else {
            outcome.ignored += 1;
          }
        }
        return outcome;
      },
    });

    const judge = async () => {
      const aborts = await checkCanaries(app.db, rules);
      for (const abort of aborts) {
        app.log.warn(
          { remote: abort.remote, version: abort.version, reason: abort.reason },
          'canary aborted by itself',
        );
      }
      return aborts;
    };
    let lastCheck = Number.NEGATIVE_INFINITY;
    const flush = async () => {
      const written = await counter.flush();
      if (written > 0 && Date.now() - lastCheck >= CANARY_CHECK_MIN_INTERVAL_MS) {
        lastCheck = Date.now();
        await judge();
      }
    };
    const health: RegistryHealth = { counter, flush, checkCanaries: judge, sweep: (now) => sweepHealth(app.db, now) };
    app.decorate('registryHealth', health);

    scheduleTimedWrites(app, {
      name: 'registry health',
      flush,
      lastFlush: () => counter.flush(),
      flushEveryMs: HEALTH_FLUSH_INTERVAL_MS,
      sweep: () => sweepHealth(app.db),
      sweepEveryMs: HEALTH_SWEEP_INTERVAL_MS,
    });
  },
  { name: 'registry-health', dependencies: ['beacons'] },
);
