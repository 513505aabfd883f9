/** Content scrolls to top on each route change (001 section 2). Hash links keep their target. */
export function scrollToTopOnRouteChange(): () => void {
  const here = () => `${window.location.pathname}${window.location.search}`;
  let last = here();
  const onRoute = () => {
    const next = here();
    if (next === last) return; // same page (a hash jump or a re-render): keep the position
    last = next;
    if (window.location.hash) return; // the page scrolls to its anchor itself (About Us #careers)
    window.scrollTo({ top: 0, left: 0 });
  };
  window.addEventListener('single-spa:routing-event', onRoute);
  return () => window.removeEventListener('single-spa:routing-event', onRoute);
}
