import { remoteRsbuildConfig } from 'shared-build/remote-rsbuild';

export default remoteRsbuildConfig({
  name: 'catalog',
  exposes: {
    './app': './src/lifecycles.tsx',
    './search-overlay': './src/fragments/SearchOverlay.tsx',
  },
});
