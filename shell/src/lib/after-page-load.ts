/**
 * Resolves once the page has loaded and the browser is idle (or after `maxWaitMs`). Used for what
 * is not needed to paint a page and so must not compete with the route's own remote for the first
 * load: the always-mounted cart service of a returning visitor (commands sent to it meanwhile wait
 * for it: the command contract polls for its owner, so nothing is lost) and the consent prompt.
 */
export function afterPageLoad(maxWaitMs = 2000): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: maxWaitMs });
      else setTimeout(resolve, 200);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
}
