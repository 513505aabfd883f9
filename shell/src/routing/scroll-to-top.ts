import { onRouteChange } from './route-changes';

/** Content scrolls to top on each route change (001 section 2). Hash links keep their target. */
export function scrollToTopOnRouteChange(): () => void {
  return onRouteChange(() => {
    if (window.location.hash) return; // the page scrolls to its anchor itself (About Us #careers)
    window.scrollTo({ top: 0, left: 0 });
  });
}
