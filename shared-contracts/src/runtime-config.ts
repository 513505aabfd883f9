/** What the shell reads at boot from /runtime-config.json and hands to every remote. */

export type CaptchaSettings = { kind: 'test' } | { kind: 'recaptcha'; siteKey: string };
export type PaymentSettings =
  | { kind: 'test' }
  | { kind: 'authorize-net'; apiLoginId: string; clientKey: string; mode: 'sandbox' | 'production' };

/**
 * A QA override in force for this browser (issue 28): the remote is served at a published version,
 * or from a dev server's origin (`url`). The shell shows a banner while one is set.
 */
export type RemoteOverride = { version: string } | { url: string };

export interface RuntimeConfig {
  apiBase: string;
  /** Each remote's version for this visitor (current, canary or override) and its manifest. */
  remotes: Record<string, { entry: string; version: string }>;
  providers: {
    captcha: CaptchaSettings;
    payment: PaymentSettings;
    maps: { kind: 'bundled' } | { kind: 'maps'; key: string };
    reviews: { key: string } | null;
  };
  /** The QA overrides in force, by remote; absent when none. */
  overrides?: Record<string, RemoteOverride>;
  /**
   * Share of page loads (0..1) that measure real-user Web Vitals (issue 31); absent: the shell's
   * default, RUM_DEFAULT_SAMPLE_RATE in domain/web-vitals.ts. Set by the shell server's RUM_SAMPLE_RATE.
   */
  rumSampleRate?: number;
}

const DEFAULT_CONFIG: RuntimeConfig = {
  apiBase: 'http://localhost:4000',
  remotes: {},
  providers: { captcha: { kind: 'test' }, payment: { kind: 'test' }, maps: { kind: 'bundled' }, reviews: null },
};

interface ConfigWindow {
  __SHOP_CONFIG__?: RuntimeConfig;
}

/** Outside a browser (a remote's server build) the config lives in the module. */
let serverConfig: RuntimeConfig | null = null;

/** Called once by the shell at boot (in the browser) and by a server render before it starts. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  if (typeof window === 'undefined') serverConfig = config;
  else (window as Window & ConfigWindow).__SHOP_CONFIG__ = config;
}

/** The runtime config; a remote running alone gets the embedded defaults. */
export function getRuntimeConfig(): RuntimeConfig {
  return (
    (typeof window !== 'undefined' && (window as Window & ConfigWindow).__SHOP_CONFIG__) ||
    serverConfig ||
    DEFAULT_CONFIG
  );
}

/** Media paths from the API (`/media/...`) made absolute against the API base. */
export function mediaUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `${getRuntimeConfig().apiBase}${path.startsWith('/') ? '' : '/'}${path}`;
}
