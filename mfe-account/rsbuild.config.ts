import { remoteRsbuildConfig } from 'shared-build/remote-rsbuild';

export default remoteRsbuildConfig({
  name: 'account',
  exposes: {
    './app': './src/lifecycles.tsx',
    // The STAY UPDATED signup the shell's footer (and other pages) embed.
    './newsletter-signup': './src/fragments/NewsletterSignup.tsx',
  },
});
