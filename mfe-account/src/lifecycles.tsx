import ReactDOMClient from 'react-dom/client';
import { withTransitionRoots } from 'shared-kit';
import { AppCrash } from 'shared-kit/crash-view';
import { reactLifecycles } from 'shared-kit/react-lifecycles';
import { App } from './app/App';

export const { bootstrap, mount, unmount } = reactLifecycles({
  client: withTransitionRoots(ReactDOMClient),
  rootComponent: App,
  errorView: (err) => <AppCrash remote="account" error={err} />,
});
