/**
 * Whether Preact's compatibility layer renders the page (the default, decision 0051) rather than React
 * (SHOP_RENDERER=react). The builds write the renderer's name in place of `process.env.SHOP_RENDERER`
 * (shared-build/src/renderer.mjs), so a React build keeps none of the Preact branches; the unit tests
 * read the environment.
 */
export const preactRenders: boolean = process.env.SHOP_RENDERER !== 'react';
