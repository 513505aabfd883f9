import { remoteRsbuildConfig } from 'shared-build/remote-rsbuild';

// The back office is private: it has no server build (its pages are rendered in the browser only,
// never for search engines) and lends no fragment to other remotes.
export default remoteRsbuildConfig({
  name: 'staff',
  exposes: { './app': './src/lifecycles.tsx' },
});
