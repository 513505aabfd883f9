import ReactDOMClient from 'react-dom/client';
import { withTransitionRoots } from 'shared-kit';
import { AppCrash } from 'shared-kit/crash-view';
import { reactLifecycles } from 'shared-kit/react-lifecycles';
import { hydrateFirstMount, readEmbeddedData } from 'shared-kit/server-render';
import { App } from './app/App';
import { seedPageContent } from './shared/content/use-page-content';

// A page the shell's server rendered with this remote's server build carries its content: the
// first mount hydrates that HTML from it (nothing is fetched again).
const embedded = readEmbeddedData('dealers', window.location.pathname);
if (embedded) seedPageContent(embedded.data);
const { client, renderType } = hydrateFirstMount('dealers', withTransitionRoots(ReactDOMClient), embedded);

export const { bootstrap, mount, unmount } = reactLifecycles({
  client,
  rootComponent: App,
  errorView: (err) => <AppCrash remote="dealers" error={err} />,
  renderType,
});
