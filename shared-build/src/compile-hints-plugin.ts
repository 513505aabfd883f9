/**
 * Puts V8's explicit compile hint `//# allFunctionsCalledOnLoad` at the top of the JavaScript
 * files of a production browser build (those of 10 KB or more, see below). Without it V8
 * compiles a function the first time it is called, on the main thread, in the middle of the
 * page's start; with it, the whole file is compiled while it downloads, on a background thread
 * (Chrome 136 and later; other engines read a comment). Nearly every function of these files
 * runs on load: the federation runtime, React, the shell, each remote's entry and the chunks of
 * the page being opened. A phone's main thread was spending about a third of the shop's start
 * compiling lazily (decision 0019: measured blocking time of a product page, median of nine
 * loads, 431 -> 279 ms at a 4x slowdown).
 *
 * Only files of 10 KB or more: that is where the lazy compiling was (the runtime, React, the
 * shell, remote entries, page chunks), and a small chunk compiles quickly either way while the
 * 29 bytes would be a larger share of it (every page's first load stays within its budget).
 * Added after minification (which drops comments) and before the content hash, so the hash still
 * names the file as served. Server builds do not get it: Node reads them once per version.
 */
import type { RsbuildPlugin } from '@rsbuild/core';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
/** Smaller scripts are left as they are. */
export const COMPILE_HINT_MIN_BYTES = 10 * 1024;

export function pluginCompileHints(): RsbuildPlugin {
  return {
    name: 'shop:compile-hints',
    setup(api) {
      if (process.env.NODE_ENV !== 'production') return;
      api.processAssets({ stage: 'optimize-inline', targets: ['web'] }, ({ assets, compilation, sources }) => {
        for (const [name, source] of Object.entries(assets)) {
          if (!/\.m?js$/.test(name) || source.size() < COMPILE_HINT_MIN_BYTES) continue;
          compilation.updateAsset(name, new sources.ConcatSource(COMPILE_HINT, source));
        }
      });
    },
  };
}
