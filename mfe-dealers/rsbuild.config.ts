import { remoteRsbuildConfig } from 'shared-build/remote-rsbuild';

export default remoteRsbuildConfig({
  name: 'dealers',
  exposes: {
    './app': './src/lifecycles.tsx',
    // "Choose a dealer near you" in checkout's FFL dealer block (mounted through the shell).
    './dealer-picker': './src/fragments/DealerPicker.tsx',
  },
});
