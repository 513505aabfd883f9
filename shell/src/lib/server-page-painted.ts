/**
 * A page the shell's server rendered can be read before any script runs; hydrating it (the
 * header, footer and the route owner's page) is a second or more of main-thread work on a phone,
 * and a browser cannot paint while that runs. So before hydrating, the shell lets the browser paint
 * what it already has, including the page's largest image (a server render marks it
 * `fetchpriority="high"`): once those images are decoded, or `maxWaitMs` has passed on a slow
 * network, and the frame after has been painted, hydration starts. Controls that act through
 * JavaScript stay disabled until then (useHydrated), so nothing a visitor does is lost.
 *
 * A page the browser renders itself has nothing to paint yet and does not wait.
 */
export const SERVER_PAGE_PAINT_WAIT_MS = 1000;

function afterNextPaint(): Promise<void> {
  // The frame's callback runs before its paint; a task queued from it runs after.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

export async function serverPagePainted(maxWaitMs = SERVER_PAGE_PAINT_WAIT_MS): Promise<void> {
  const rendered = document.querySelector('[data-server-rendered]');
  if (!rendered) return;
  const images = [...document.querySelectorAll<HTMLImageElement>('[data-server-rendered] img[fetchpriority="high"]')];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, maxWaitMs);
  });
  // decode() rejects for an image that fails to load: it is painted (as broken) all the same.
  const decoded = Promise.all(images.map((image) => image.decode?.().catch(() => undefined)));
  await Promise.race([decoded, waited]);
  clearTimeout(timer);
  await afterNextPaint();
}
