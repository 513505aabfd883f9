import { remoteRsbuildConfig } from 'shared-contracts/build/remote-rsbuild';

export default remoteRsbuildConfig({
  name: 'checkout',
  exposes: {
    // Routes /checkout and /confirm/:orderId.
    './app': './src/lifecycles.tsx',
    // Always mounted by the shell outside every route: the cart service and the drawer.
    './cart': './src/cart-lifecycles.tsx',
  },
});
