/**
 * Real-user Web Vitals (issue 31): LCP, INP, CLS, FCP and TTFB from Google's `web-vitals`
 * (attribution build), each sent once through the beacon queue as
 * `{ type: 'vital', name, value, rating, pageType, remote, version }`. The page type is the landing
 * page's (the figures are the document's: web-vitals reports INP and CLS over the page's whole
 * life, across the shell's client-side navigations); the remote is the owner of the figure's
 * element (vital-owner.ts).
 *
 * Loaded only by track-web-vitals.ts, after the page's load event, on sampled page loads: it and
 * `web-vitals` are a chunk of their own, never part of the first-load JavaScript. The library reads
 * the buffered performance entries, so figures from before it loaded are still measured.
 */
import { VITAL_BEACON, type VitalBeacon } from 'shared-contracts/domain/web-vitals';
import type { RuntimeConfig } from 'shared-contracts/runtime-config';
import { type MetricWithAttribution, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import { enqueueBeacon, flushBeacons } from './beacon-queue';
import { pageTypeOf } from './page-type';
import { type OwnerAttribution, ownerTarget, vitalOwner } from './vital-owner';

/** The URL of the document (not of a later client-side navigation). */
function landingPath(): string {
  const navigation = performance.getEntriesByType?.('navigation')[0];
  try {
    return navigation ? new URL(navigation.name).pathname : location.pathname;
  } catch {
    return location.pathname;
  }
}

/** The beacon of one figure. */
export function vitalBeacon(
  metric: Pick<MetricWithAttribution, 'name' | 'value' | 'rating'> & { attribution?: unknown },
  pageType: VitalBeacon['pageType'],
  remotes: RuntimeConfig['remotes'],
  doc: Document = document,
): VitalBeacon {
  const aboutAnElement = metric.name === 'LCP' || metric.name === 'INP' || metric.name === 'CLS';
  const owner = vitalOwner(aboutAnElement ? (metric.attribution as OwnerAttribution) : undefined, remotes, doc);
  return {
    type: VITAL_BEACON,
    name: metric.name,
    // Milliseconds are sent whole; CLS keeps four decimals.
    value: metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value),
    rating: metric.rating,
    pageType,
    ...owner,
  };
}

/** Starts measuring; each figure is queued when web-vitals reports it. */
export function reportWebVitals(config: RuntimeConfig): void {
  const pageType = pageTypeOf(landingPath());
  const report = (metric: MetricWithAttribution) => {
    enqueueBeacon({ ...vitalBeacon(metric, pageType, config.remotes) });
    // CLS and INP are reported as the page is hidden, after the queue's own flush on hiding: send now.
    if (document.visibilityState === 'hidden') flushBeacons();
  };
  const options = { generateTarget: ownerTarget };
  onLCP(report, options);
  onINP(report, options);
  onCLS(report, options);
  onFCP(report);
  onTTFB(report);
  // Says that this page load is measured (the e2e suite waits for it before it interacts).
  document.documentElement.dataset.webVitals = 'measuring';
}
