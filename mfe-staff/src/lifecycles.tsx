import ReactDOMClient from 'react-dom/client';
import { withTransitionRoots } from 'shared-kit';
import { AppCrash } from 'shared-kit/crash-view';
import { reactLifecycles } from 'shared-kit/react-lifecycles';
import { App } from './app/App';

// The back office is never rendered on the server (its pages are private): every mount renders
// afresh in the browser.
export const { bootstrap, mount, unmount } = reactLifecycles({
  client: withTransitionRoots(ReactDOMClient),
  rootComponent: App,
  errorView: (err) => <AppCrash remote="staff" error={err} />,
});
