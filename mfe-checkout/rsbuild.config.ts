import { mergeRsbuildConfig } from '@rsbuild/core';
import { remoteRsbuildConfig } from 'shared-contracts/build/remote-rsbuild';

export default mergeRsbuildConfig(
  remoteRsbuildConfig({
    name: 'checkout',
    exposes: {
      // Routes /checkout and /confirm/:orderId.
      './app': './src/lifecycles.tsx',
      // Always mounted by the shell outside every route: the cart service and the drawer.
      './cart': './src/cart-lifecycles.tsx',
    },
  }),
  {
    // Both exposed apps use single-spa-react and the cart store; on /checkout both load, so they
    // share one chunk instead of carrying a copy each.
    performance: {
      chunkSplit: {
        strategy: 'split-by-experience',
        forceSplitting: { 'checkout-lifecycle': /node_modules[\\/](\.pnpm[\\/])?single-spa-react/ },
      },
    },
  },
);
