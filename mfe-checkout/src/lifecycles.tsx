/**
 * './app': the checkout routes (/checkout and /confirm/:orderId) as single-spa lifecycles. A page
 * the shell's server drew with this remote's server build (src/server/render-page.tsx) is hydrated
 * on the first mount; every later mount renders afresh.
 */
import ReactDOMClient from 'react-dom/client';
import { withTransitionRoots } from 'shared-kit';
import { AppCrash } from 'shared-kit/crash-view';
import { reactLifecycles } from 'shared-kit/react-lifecycles';
import { hydrateFirstMount, readEmbeddedData } from 'shared-kit/server-render';
import { App } from './app/App';

// The page is drawn for nobody, so its embedded data is empty: it only says the HTML is this page's.
const embedded = readEmbeddedData('checkout', window.location.pathname);
const { client, renderType } = hydrateFirstMount('checkout', withTransitionRoots(ReactDOMClient), embedded);

export const { bootstrap, mount, unmount } = reactLifecycles({
  client,
  rootComponent: App,
  errorView: (error) => <AppCrash remote="checkout" error={error} />,
  renderType,
});
