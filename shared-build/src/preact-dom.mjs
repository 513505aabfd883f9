/**
 * `react-dom` rendered by Preact (SHOP_RENDERER=preact; decision 0051): its compatibility layer,
 * which holds React DOM's API too, imported as `react` so the page runs one copy of it.
 */
export * from 'react';
export { default } from 'react';
