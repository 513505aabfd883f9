/**
 * React's module names resolved to Preact's in the unit tests' workers (the default renderer;
 * decision 0051). Vitest runs the packages from node_modules (react-router, jotai,
 * react-hook-form...) as Node loads them, past Vite's aliases: they would import React itself, a
 * second renderer beside Preact. In the workers, Node resolves React's names for them to the modules
 * the aliases give the shop's code (renderer.mjs's `rendererTestModules`), the same files, so the
 * worker runs one copy of Preact.
 *
 * renderer.mjs's `rendererTestConfig` calls `resolvePreactModules` through the workers' `--import`;
 * React's tests never load this file.
 */
import { register } from 'node:module';

/** React's module name → the file URL that stands for it. */
let modules = new Map();

/** `import`: Node's resolve hook (run in Node's hooks thread; `initialize` gets the modules). */
export function initialize(data) {
  modules = new Map(Object.entries(data.modules));
}

export function resolve(specifier, context, nextResolve) {
  const url = modules.get(specifier);
  return url ? { url, shortCircuit: true } : nextResolve(specifier, context);
}

/** Sends React's names (keys) to the given file URLs for `import` in this process. */
export function resolvePreactModules(urls) {
  register(import.meta.url, { data: { modules: urls } });
}
