/**
 * React's `identifierPrefix` for Preact (the default renderer; decision 0051): the roots of one page
 * number their `useId`s apart. Preact counts them per root from `P0-0`, so two roots of a page (the
 * shell's footer and the remote's page) gave their fields the same ids, and a label of one named a
 * field of the other. React keeps a client-made root's ids unique itself, and the shop gives each
 * server-rendered root a prefix on both sides (shared-kit's page render, the shell's chrome).
 */
import { createElement } from 'react';

/**
 * Renders its children with their `useId`s counted on `scope`: `P<scope>-0`, `P<scope>-1`, ...
 * Preact's useId counts on the nearest vnode holding a mask (`_mask`, `__m` in Preact 10's build and
 * in preact-render-to-string): this component's. One mask per instance, so a new render of the root
 * goes on counting.
 */
function IdScope({ scope, children }) {
  // A function component runs with its component instance as `this`; `__v` is its vnode.
  this.idMask ??= [scope, 0];
  this.__v.__m = this.idMask;
  return children;
}

/** `children` under the scope React's `identifierPrefix` names (without its trailing '-'). */
export function withIdScope(children, identifierPrefix) {
  if (identifierPrefix === undefined || identifierPrefix === null) return children;
  return createElement(IdScope, { scope: String(identifierPrefix).replace(/-$/, '') }, children);
}

let lastClientRoot = 0;

/** A prefix for a root made in the browser without one: unique in the page, as React's ids are. */
export function clientRootPrefix() {
  lastClientRoot += 1;
  return `c${lastClientRoot}`;
}
