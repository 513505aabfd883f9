/**
 * `react-dom/client` rendered by Preact (SHOP_RENDERER=preact; decision 0051). Preact's own
 * (preact/compat/client) imports its compatibility layer as `preact/compat`; this one imports it as
 * `react`, the name the page shares it under, so the page runs one copy of it.
 */
import { hydrate, render, unmountComponentAtNode } from 'react';

export function createRoot(container) {
  return {
    render: (children) => render(children, container),
    unmount: () => unmountComponentAtNode(container),
  };
}

export function hydrateRoot(container, children) {
  hydrate(children, container);
  return createRoot(container);
}

export default { createRoot, hydrateRoot };
