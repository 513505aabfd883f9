/** Waiting for a server the scripts started: its URL answers 2xx, or the wait gives up loudly. */

/** Resolves once `url` answers with a 2xx status; throws after `timeoutMs`. */
export async function waitFor(url, timeoutMs = 60_000) {
  const started = Date.now();
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
