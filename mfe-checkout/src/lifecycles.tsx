/** './app': the checkout routes (/checkout and /confirm/:orderId) as single-spa lifecycles. */
import ReactDOMClient from 'react-dom/client';
import { withTransitionRoots } from 'shared-contracts';
import { AppCrash } from 'shared-contracts/kit/crash-view';
import { reactLifecycles } from 'shared-contracts/kit/react-lifecycles';
import { App } from './app/App';

export const { bootstrap, mount, unmount } = reactLifecycles({
  client: withTransitionRoots(ReactDOMClient),
  rootComponent: App,
  errorView: (error) => <AppCrash remote="checkout" error={error} />,
});
