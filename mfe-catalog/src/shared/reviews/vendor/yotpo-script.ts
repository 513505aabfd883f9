/**
 * The vendor's widget script (Yotpo-style: one script per store key, which renders every
 * `.yotpo` mount point in the page). Loaded once per page; a mount added after it has loaded (a
 * client-side navigation) asks the vendor to refresh its widgets. Nothing is fetched from outside
 * unless runtime settings name a key.
 */
export interface YotpoApi {
  refreshWidgets?(): void;
}

interface YotpoWindow {
  yotpo?: YotpoApi;
}

export const YOTPO_SCRIPT_ID = 'catalog-reviews-vendor-script';

export function yotpoScriptUrl(key: string): string {
  return `https://staticw2.yotpo.com/${encodeURIComponent(key)}/widget.js`;
}

let loaded: { key: string; promise: Promise<void> } | null = null;

/** Loads the script; `fresh` is true for the load that brought it (it renders the mounts it finds). */
export async function loadYotpo(key: string): Promise<{ api: YotpoApi | undefined; fresh: boolean }> {
  const w = window as Window & YotpoWindow;
  if (loaded?.key === key) {
    await loaded.promise;
    return { api: w.yotpo, fresh: false };
  }
  const promise = new Promise<void>((resolve, reject) => {
    document.getElementById(YOTPO_SCRIPT_ID)?.remove();
    const script = document.createElement('script');
    script.id = YOTPO_SCRIPT_ID;
    script.src = yotpoScriptUrl(key);
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loaded = null;
      script.remove();
      reject(new Error('The reviews service could not be reached'));
    };
    document.head.appendChild(script);
  });
  loaded = { key, promise };
  await promise;
  return { api: w.yotpo, fresh: true };
}

/** Tests: forget the loaded script. */
export function resetYotpo(): void {
  loaded = null;
  document.getElementById(YOTPO_SCRIPT_ID)?.remove();
}
