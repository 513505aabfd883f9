/**
 * `react/jsx-runtime` rendered by Preact (the default renderer; decision 0051): Preact's, after its
 * compatibility layer, imported as `react` (the name the page shares it under, one copy), has
 * installed the hooks that make Preact's elements behave as React's.
 */
import 'react';

export { Fragment, jsx, jsxDEV, jsxs } from 'preact/jsx-runtime';
