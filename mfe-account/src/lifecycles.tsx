import ReactDOMClient from 'react-dom/client';
import { withTransitionRoots } from 'shared-contracts';
import { AppCrash } from 'shared-contracts/kit/crash-view';
import { reactLifecycles } from 'shared-contracts/kit/react-lifecycles';
import { App } from './app/App';

export const { bootstrap, mount, unmount } = reactLifecycles({
  client: withTransitionRoots(ReactDOMClient),
  rootComponent: App,
  errorView: (err) => <AppCrash remote="account" error={err} />,
});
