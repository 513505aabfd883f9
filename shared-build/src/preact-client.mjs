/**
 * `react-dom/client` rendered by Preact (SHOP_RENDERER=preact; decision 0051). Preact's own
 * (preact/compat/client) imports its compatibility layer as `preact/compat`; this one imports it as
 * `react`, the name the page shares it under, so the page runs one copy of it.
 *
 * `identifierPrefix` is kept as React keeps it (preact-id-scope.mjs): a hydrated root numbers its
 * ids as the server did; a root made here without one gets one of its own.
 */
import { hydrate, render, unmountComponentAtNode } from 'react';
import { clientRootPrefix, withIdScope } from './preact-id-scope.mjs';

function rootOf(container, identifierPrefix) {
  return {
    render: (children) => render(withIdScope(children, identifierPrefix), container),
    unmount: () => unmountComponentAtNode(container),
  };
}

export function createRoot(container, options = {}) {
  return rootOf(container, options.identifierPrefix ?? clientRootPrefix());
}

export function hydrateRoot(container, children, options = {}) {
  hydrate(withIdScope(children, options.identifierPrefix), container);
  return rootOf(container, options.identifierPrefix);
}

export default { createRoot, hydrateRoot };
