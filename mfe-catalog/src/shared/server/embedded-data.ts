/**
 * The data a server-rendered page was rendered with travels in the page as a JSON data block
 * (`<script type="application/json" id="catalog-server-data">`), so the browser hydrates from the
 * same data and asks the API for none of it again.
 */
export const SERVER_DATA_ELEMENT_ID = 'catalog-server-data';

export interface EmbeddedServerData {
  /** The path the page was rendered for; data for another path is never used. */
  path: string;
  data: Record<string, unknown>;
}

/** The page's embedded data when it was rendered for `pathname`, else null. */
export function readEmbeddedData(pathname: string): EmbeddedServerData | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(SERVER_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const parsed = JSON.parse(element.textContent) as EmbeddedServerData;
    return parsed.path === pathname && parsed.data && typeof parsed.data === 'object' ? parsed : null;
  } catch {
    return null;
  }
}
