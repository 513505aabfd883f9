/**
 * What a page tells the server while it is rendered there (docs/decisions/0017): the data it
 * wants, its head (title, description, social tags, structured data) and its HTTP status. In the
 * browser there is no context and every hook here does nothing, so the same components serve both.
 *
 * The server renders a route in passes: a pass records the resources the page asked for and did
 * not have (`wanted`); the server loads them and renders again with them in `data`. Each request
 * has its own context, so no page ever sees another request's data.
 */
import { createContext, useContext } from 'react';

export interface PageHead {
  title?: string;
  description?: string;
  /** Open Graph type: `website` unless a page says otherwise (`product`). */
  type?: string;
  /** An absolute or site-relative image for link previews. */
  image?: string;
  /** schema.org objects, each sent as its own JSON-LD script. */
  jsonLd?: object[];
}

/** What structured data is made with: the shop's public origin and where media paths point. */
export interface SiteAddress {
  origin: string;
  mediaBase: string;
}

export interface ServerRenderContext {
  /** The shop's public origin (absolute URLs in structured data). */
  origin: string;
  /** Resources already loaded, by resource key (the same keys the browser's cache uses). */
  data: Record<string, unknown>;
  /** Resources a pass asked for and did not find in `data`, with their loaders. */
  wanted: Map<string, () => Promise<unknown>>;
  head: PageHead;
  status: number;
}

const Context = createContext<ServerRenderContext | null>(null);

export const ServerRenderProvider = Context.Provider;

/** The server render's context, or null in the browser. */
export function useServerRender(): ServerRenderContext | null {
  return useContext(Context);
}

/** The page answers with this HTTP status when rendered on the server (404 for a missing product). */
export function useHttpStatus(status: number): void {
  const server = useContext(Context);
  if (server) server.status = status;
}
