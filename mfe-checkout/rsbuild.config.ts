import { mergeRsbuildConfig } from '@rsbuild/core';
import { remoteRsbuildConfig } from 'shared-build/remote-rsbuild';

export default mergeRsbuildConfig(
  remoteRsbuildConfig({
    name: 'checkout',
    exposes: {
      // Routes /checkout and /confirm/:orderId.
      './app': './src/lifecycles.tsx',
      // Always mounted by the shell outside every route (loaded as 'checkout/cart'): the cart
      // service and the drawer.
      './cart': './src/fragments/cart-lifecycles.tsx',
    },
  }),
  {
    performance: {
      chunkSplit: {
        strategy: 'split-by-experience',
        forceSplitting: {
          // Both exposed apps use the kit's lifecycles and crash view and the cart store and its
          // calls; on /checkout both load, so they share one chunk instead of carrying a copy each.
          'checkout-lifecycle':
            /shared-kit[\\/]src[\\/](react-lifecycles|crash-view)|[\\/]src[\\/]shared[\\/](cart-api|cart-actions|cart-store|analytics)\.ts$/,
          // The shared schemas (and their form resolver) are fetched on demand by several parts of
          // the checkout (form checks, Next, payment step): one chunk, not a copy in each part.
          // Not their texts: the billing step shows some (form-texts.ts), and would otherwise fetch
          // every schema with them on the first view (2.5 KB gzip, issue 33).
          'checkout-schemas':
            /shared-contracts[\\/]src[\\/]schemas[\\/](?!form-texts\.)|node_modules[\\/](\.pnpm[\\/])?@hookform[\\/]resolvers/,
        },
      },
    },
  },
);
