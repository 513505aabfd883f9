/**
 * Boot order matters: runtime config first (remotes and the HTTP client read it), then the
 * federation plugins and remotes, the session and analytics wiring, the overlays, the route table
 * (which loads the route owner), and last the header and footer.
 */
import 'shared-contracts/design/tokens.css';
import './shell.css';
import { setRuntimeConfig } from 'shared-contracts';
import { registerFragmentHost } from 'shared-kit/fragment-host';
import { yieldToMain } from 'shared-kit/yield-to-main';
import { forwardAnalytics, trackInactivity, trackPageViews } from './analytics/forward-analytics';
import { startBeacons } from './beacons/beacon-queue';
import { trackRemoteHealth } from './beacons/remote-health';
import { trackWebVitals } from './beacons/track-web-vitals';
import { renderChrome, renderOverlays, seedChromeContent } from './chrome/render-chrome';
import { loadRuntimeConfig } from './config/load-runtime-config';
import { consent, loadConsent } from './consent/consent-store';
import { queueConsentFirst } from './consent/consent-turn';
import { registerShopRemotes } from './federation/register-remotes';
import { loadFragment } from './fragments/RemoteFragment';
import { makeFallback } from './layout/applications';
import { startLayout } from './layout/start-layout';
import { serverPagePainted } from './lib/server-page-painted';
import { scrollToTopOnRouteChange } from './routing/scroll-to-top';
import { startSession } from './session/session-service';
import { handleSignInWanted } from './session/sign-in-wanted';

const config = await loadRuntimeConfig();
setRuntimeConfig(config);
registerShopRemotes(config, makeFallback);
// Each remote's views, load failures and errors, per served version, for the registry (issue 28).
startBeacons(config.apiBase);
trackRemoteHealth(config);
// Real-user Web Vitals per remote (issue 31): on sampled page loads, loaded after the load event.
trackWebVitals(config);
// Remotes mount each other's fragments (FragmentSlot) through the shell, never by loading a remote.
registerFragmentHost({ loadFragment });

loadConsent();
// Before any remote's page mounts: an unanswered consent dialog is the first modal shown.
queueConsentFirst();
forwardAnalytics(() => consent.get()?.value === 'accepted');
trackPageViews();
trackInactivity();
scrollToTopOnRouteChange();

// A server-rendered page is painted, its largest image included, before it is hydrated. Each
// step after that is its own task, so none holds the main thread for long (shared-kit/yield-to-main).
await serverPagePainted();
startSession();
handleSignInWanted();
seedChromeContent();
renderOverlays();
await yieldToMain();
// The route owner's code is loaded and run before the header and footer are hydrated: its first
// requests (a product's prices, the checkout's cart) are then on their way during that work.
startLayout();
await yieldToMain();
renderChrome();
// A QA override in force: its banner, loaded only then (a shopper's page never downloads it).
const overrides = config.overrides ?? {};
if (Object.keys(overrides).length > 0) {
  void import('./overrides/show-override-banner').then(({ showOverrideBanner }) => showOverrideBanner(overrides));
}
