import { remoteRsbuildConfig } from 'shared-contracts/build/remote-rsbuild';

export default remoteRsbuildConfig({
  name: 'dealers',
  exposes: { './app': './src/lifecycles.tsx' },
});
