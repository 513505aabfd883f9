/**
 * The page's route changes: single-spa's routing events whose path or query differ from the last
 * one seen. single-spa also sends a routing event when a first load's applications have all
 * mounted (a deferred one, such as the cart, late): the page has not moved, so an open menu stays
 * open and the scroll position stays. Returns the unsubscribe.
 */
const here = () => `${window.location.pathname}${window.location.search}`;

export function onRouteChange(onChange: () => void): () => void {
  let last = here();
  const onRoute = () => {
    const next = here();
    if (next === last) return;
    last = next;
    onChange();
  };
  window.addEventListener('single-spa:routing-event', onRoute);
  return () => window.removeEventListener('single-spa:routing-event', onRoute);
}
