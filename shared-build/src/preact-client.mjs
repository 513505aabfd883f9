/**
 * `react-dom/client` rendered by Preact (the default renderer; decision 0051). Preact's own
 * (preact/compat/client) imports its compatibility layer as `preact/compat`; this one imports it as
 * `react`, the name the page shares it under, so the page runs one copy of it.
 *
 * `identifierPrefix` is kept as React keeps it (preact-id-scope.mjs): a hydrated root numbers its
 * ids as the server did; a root made here without one gets one of its own.
 */
import { options as preactOptions } from 'preact';
import { hydrate, render, unmountComponentAtNode } from 'react';
import { clientRootPrefix, withIdScope } from './preact-id-scope.mjs';

function rootOf(container, identifierPrefix, fresh) {
  return {
    render: (children) => {
      // React's createRoot draws afresh: its first render replaces whatever the container holds.
      // preact/compat clears only a container it never rendered into; once a root there was
      // unmounted, it left the HTML put in since (a later visit over server-like HTML) beside its own.
      if (fresh) container.replaceChildren();
      fresh = false;
      render(withIdScope(children, identifierPrefix), container);
    },
    unmount: () => unmountComponentAtNode(container),
  };
}

export function createRoot(container, options = {}) {
  return rootOf(container, options.identifierPrefix ?? clientRootPrefix(), true);
}

export function hydrateRoot(container, children, options = {}) {
  hydrate(withIdScope(children, options.identifierPrefix), container);
  return rootOf(container, options.identifierPrefix, false);
}

export default { createRoot, hydrateRoot };

/**
 * React gives an error boundary's `componentDidCatch` the component stack of what threw
 * (`info.componentStack`, e.g. for a log line); Preact gives `{}` (preact/debug alone fills it in).
 * Filled in here as React writes it: one `\n    in Name` a component, from the one that threw up.
 * `__e` is Preact's `options._catchError` (the name its build gives it), `__` a vnode's `_parent`.
 */
const catchError = preactOptions.__e;
if (catchError && !catchError.withComponentStack) {
  const withComponentStack = (error, vnode, oldVNode, errorInfo = {}) => {
    if (errorInfo.componentStack === undefined && error && typeof error.then !== 'function') {
      let stack = '';
      for (let node = vnode; node; node = node.__) {
        if (typeof node.type === 'function') stack += `\n    in ${node.type.displayName || node.type.name}`;
      }
      errorInfo.componentStack = stack;
    }
    return catchError(error, vnode, oldVNode, errorInfo);
  };
  withComponentStack.withComponentStack = true;
  preactOptions.__e = withComponentStack;
}

/**
 * A `<select defaultValue>` as React leaves it. React chooses the default option once the options
 * are in the select, and marks it the default (`defaultSelected`). preact/compat marks it `selected`
 * before it is in the select, and not as the default: a DOM that settles the choice as options
 * arrive (happy-dom) showed another option, and react-hook-form, which finds no default option,
 * took the choice for the visitor's and kept it. So once a new select's options are in (`diffed`,
 * before the refs), the default is marked and chosen here as React does. A select whose markup
 * already marks a default (the server's, hydrated) keeps what the page shows. `__e` is a vnode's
 * element in Preact's build.
 */
const diffed = preactOptions.diffed;
const defaulted = new WeakSet();
if (!diffed?.withSelectDefaults) {
  const withSelectDefaults = (vnode) => {
    // Every vnode passes here: the type first.
    const select = vnode.type === 'select' ? vnode.__e : null;
    const defaultValue = select ? vnode.props.defaultValue : null;
    if (defaultValue != null && !defaulted.has(select)) {
      defaulted.add(select);
      const options = [...select.options];
      if (!options.some((option) => option.defaultSelected)) {
        const chosen = (Array.isArray(defaultValue) ? defaultValue : [defaultValue]).map(String);
        for (const option of options) option.defaultSelected = chosen.includes(option.value);
        if (select.multiple) for (const option of options) option.selected = option.defaultSelected;
        else select.value = chosen[0];
      }
    }
    diffed?.(vnode);
  };
  withSelectDefaults.withSelectDefaults = true;
  preactOptions.diffed = withSelectDefaults;
}
