/**
 * Whether and when this page load measures real-user Web Vitals (issue 31): a sampled share of page
 * loads (the runtime config's `rumSampleRate`, else RUM_DEFAULT_SAMPLE_RATE), and only after the
 * page's load event and an idle moment, so the measuring code (report-web-vitals.ts with
 * `web-vitals`, a chunk of its own) never competes with the first paint or counts toward the
 * first-load JavaScript. A page load not sampled downloads nothing.
 */
import { RUM_DEFAULT_SAMPLE_RATE } from 'shared-contracts/domain/web-vitals';
import type { RuntimeConfig } from 'shared-contracts/runtime-config';

/** Runs `work` once the page has loaded and the main thread is idle (or 5 s later at most). */
function afterLoad(work: () => void): void {
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 5000 });
    else setTimeout(work, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}

/** Called once at boot, after the beacon queue is started. */
export function trackWebVitals(config: RuntimeConfig, random: () => number = Math.random): void {
  const rate = config.rumSampleRate ?? RUM_DEFAULT_SAMPLE_RATE;
  if (!(random() < rate)) return;
  afterLoad(() => {
    import(/* webpackChunkName: "rum-web-vitals" */ './report-web-vitals')
      .then(({ reportWebVitals }) => reportWebVitals(config))
      .catch((error) => console.warn('[shell] web vitals could not be loaded:', error));
  });
}
