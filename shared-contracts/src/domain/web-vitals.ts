/**
 * Real-user Web Vitals (issue 31, item 4) as both sides name them: the shell measures them with
 * `web-vitals` and sends each as a `vital` beacon through POST /Beacons; the API validates it
 * against these lists, keeps per-minute histograms and reports p75 per page type and per remote.
 */

export const VITAL_BEACON = 'vital';

/** The figures reported, each once per page load (CLS and INP as they stand when the page is hidden). */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** web-vitals' own rating of a value against Google's thresholds. */
export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type VitalRating = (typeof VITAL_RATINGS)[number];

/**
 * A bounded set of page types, derived from the shell's route table (shell/src/beacons/page-type.ts),
 * so reports group pages that behave alike rather than one row per URL.
 */
export const PAGE_TYPES = [
  'home',
  'collection',
  'product',
  'checkout',
  'account',
  'dealers',
  'builder',
  'content',
  'staff',
  'other',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** What owns a figure's element when no remote's boundary holds it (the shell's own chrome, the document). */
export const SHELL_OWNER = 'shell';
/** The version a figure of the shell carries: the shell deploys with the API, it has no registry version. */
export const SHELL_VERSION = '-';

/** Share of page loads that measure and report, unless the runtime config's `rumSampleRate` says otherwise. */
export const RUM_DEFAULT_SAMPLE_RATE = 0.25;

/**
 * The largest value accepted per figure: milliseconds for the timings (10 minutes), a layout-shift
 * score for CLS. Anything larger is no real measurement and the whole batch answers 400.
 */
export const VITAL_MAX_VALUE: Record<VitalName, number> = {
  LCP: 600_000,
  INP: 600_000,
  CLS: 100,
  FCP: 600_000,
  TTFB: 600_000,
};

/** One `vital` beacon as the shell sends it. */
export interface VitalBeacon {
  type: typeof VITAL_BEACON;
  name: VitalName;
  value: number;
  rating: VitalRating;
  pageType: PageType;
  /** The remote owning the LCP element, INP target or largest shift (nearest `data-boundary`), or 'shell'. */
  remote: string;
  /** That remote's served version (the runtime config's `remotes[remote].version`), '-' for the shell. */
  version: string;
}
