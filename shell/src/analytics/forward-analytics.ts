/**
 * Analytics (000 sections 4, 7 and 9): every remote emits `analytics` events; the shell forwards
 * them to the tag manager's `window.dataLayer` only when the visitor accepted analytics. It also
 * emits the page views (one per route change) and an inactivity event after 30 s without input.
 */
import { type AnalyticsEvent, analytics, LIMITS } from 'shared-contracts';

export type DataLayerEntry = { event: string } & Record<string, unknown>;

interface DataLayerWindow {
  dataLayer?: DataLayerEntry[];
}

export function toDataLayerEntry(event: AnalyticsEvent): DataLayerEntry {
  const { name, ...fields } = event;
  return { event: name, ...fields };
}

/** Forwards analytics events while `allowed()` says so. Returns a stop function. */
export function forwardAnalytics(allowed: () => boolean): () => void {
  return analytics.subscribe((event) => {
    if (!allowed()) return;
    const w = window as Window & DataLayerWindow;
    w.dataLayer ??= [];
    w.dataLayer.push(toDataLayerEntry(event));
  });
}

/** One page_view per route change (single-spa announces each with `single-spa:routing-event`). */
export function trackPageViews(): () => void {
  let lastPath: string | null = null;
  const onRoute = () => {
    const path = `${window.location.pathname}${window.location.search}`;
    if (path === lastPath) return;
    lastPath = path;
    analytics.emit({ name: 'page_view', path, title: document.title });
  };
  window.addEventListener('single-spa:routing-event', onRoute);
  return () => window.removeEventListener('single-spa:routing-event', onRoute);
}

const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;

/** Emits one `inactivity` event after `idleMs` without input; any input starts a new period. */
export function trackInactivity(idleMs: number = LIMITS.analyticsInactivityMs): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => analytics.emit({ name: 'inactivity', seconds: Math.round(idleMs / 1000) }), idleMs);
  };
  for (const type of INPUT_EVENTS) window.addEventListener(type, arm, { passive: true });
  arm();
  return () => {
    clearTimeout(timer);
    for (const type of INPUT_EVENTS) window.removeEventListener(type, arm);
  };
}
