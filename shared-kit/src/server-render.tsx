/**
 * Server rendering, the part every remote's browser code shares (docs/decisions/0017): what a page
 * tells a server render (the data it wants, its head, its HTTP status) and how a remote's
 * lifecycles hydrate the page the shell's server sent. In the browser there is no render context
 * and the hooks do nothing, so the same components serve both. The Node-only part (rendering in
 * passes) is `shared-kit/server-render-passes`.
 *
 * A server render goes in passes: a pass records the resources the page asked for and did not
 * have (`wanted`); the server loads them and renders again with them in `data`. Each request has
 * its own context, so no page ever sees another request's data.
 */
import { type ComponentProps, createContext, type ReactNode, startTransition, useContext } from 'react';
import type { hydrateRoot as HydrateRoot } from 'react-dom/client';
import { useStoreSnapshot } from './store-snapshot';

export interface PageHead {
  title?: string;
  description?: string;
  /** Open Graph type: `website` unless a page says otherwise (`product`). */
  type?: string;
  /** An absolute image URL for link previews. */
  image?: string;
  /** schema.org objects, each sent as its own JSON-LD script. */
  jsonLd?: object[];
  /**
   * What the page declared about itself for structured data, as plain data: the remote's server
   * entry turns it into `jsonLd` (so the browser never loads the builders).
   */
  structured?: unknown;
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

export function ServerRenderProvider({ value, children }: { value: ServerRenderContext; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** The server render's context, or null in the browser. */
export function useServerRender(): ServerRenderContext | null {
  return useContext(Context);
}

/** The page answers with this HTTP status when rendered on the server (404 for a missing product). */
export function useHttpStatus(status: number): void {
  const server = useContext(Context);
  if (server) server.status = status;
}

/**
 * A resource a server render needs: its value when a pass loaded it, else `undefined` (and it is
 * asked for). Only for server renders; in the browser, `null` context answers `undefined`.
 */
export function serverResource<T>(
  server: ServerRenderContext | null,
  key: string,
  load: () => Promise<T>,
): T | undefined {
  if (!server) return undefined;
  if (key in server.data) return server.data[key] as T;
  server.wanted.set(key, load);
  return undefined;
}

/**
 * The data a server-rendered page was rendered with travels in the page as a JSON data block
 * (`<script type="application/json" id="<remote>-server-data">`), so the browser hydrates from the
 * same data and asks the API for none of it again.
 */
/**
 * The `useId` prefix of a remote's page, on the server's render and in the browser's hydration:
 * its ids stay apart from those of the shell's header and footer, which are other roots of the
 * same document (the shell's chrome prefixes its own).
 */
export const PAGE_ID_PREFIX = 'page-';

export interface EmbeddedServerData {
  /** The path the page was rendered for; data for another path is never used. */
  path: string;
  data: Record<string, unknown>;
}

export function serverDataElementId(remote: string): string {
  return `${remote}-server-data`;
}

/** The page's embedded data for `remote` when it was rendered for `pathname`, else null. */
export function readEmbeddedData(remote: string, pathname: string): EmbeddedServerData | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(serverDataElementId(remote));
  if (!element?.textContent) return null;
  try {
    const parsed = JSON.parse(element.textContent) as EmbeddedServerData;
    return parsed.path === pathname && parsed.data && typeof parsed.data === 'object' ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * For a remote's lifecycles (`shared-kit/react-lifecycles`: its `client` and
 * `renderType`): the first mount hydrates the HTML the shell's server put in the remote's element (`data-server-rendered="<remote>"`) when the page came with its data;
 * every later mount renders afresh. A hydration React has to recover from is logged with the
 * component it happened in.
 */
export function hydrateFirstMount<C extends { hydrateRoot: typeof HydrateRoot }>(
  remote: string,
  client: C,
  embedded: EmbeddedServerData | null,
) {
  let hydrate = embedded !== null;
  // Hydrated as a transition: React works in ~5 ms slices (the page is already drawn, and a click
  // before it is done is replayed), not in one long task (withTransitionRoots, TBT).
  const hydrateRoot: typeof HydrateRoot = (container, children, options) => {
    let root: ReturnType<typeof HydrateRoot> | undefined;
    startTransition(() => {
      root = client.hydrateRoot(container, children, {
        ...options,
        identifierPrefix: PAGE_ID_PREFIX,
        onRecoverableError: (error, info) => console.error(`[${remote}] hydration`, error, info.componentStack),
      });
    });
    return root as ReturnType<typeof HydrateRoot>;
  };
  return {
    client: { ...client, hydrateRoot },
    renderType: (): 'hydrateRoot' | 'createRoot' => {
      const rendered = hydrate ? document.querySelector(`[data-server-rendered="${remote}"]`) : null;
      hydrate = false;
      // Once hydrated it is the remote's own element, shown with the page loader on a later visit.
      rendered?.removeAttribute('data-server-rendered');
      return rendered ? 'hydrateRoot' : 'createRoot';
    },
  };
}

const noSubscription = () => () => {};

/**
 * False on the server and while the browser hydrates the server's HTML, true from the render after
 * (and at once in a page the browser renders itself). Controls that act through JavaScript wait
 * for it: a click or a typed value before the page's code runs would otherwise be lost.
 */
export function useHydrated(): boolean {
  return useStoreSnapshot(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Its controls are disabled until the page is hydrated (a disabled fieldset that draws no box of
 * its own, so the layout is the children's). With JavaScript off they stay disabled: they could
 * do nothing without it.
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} style={{ display: 'contents' }}>
      {children}
    </fieldset>
  );
}

/** A form whose controls wait for hydration (HydrationGate). */
export function HydratedForm({ children, ...props }: ComponentProps<'form'>) {
  return (
    <form {...props}>
      <HydrationGate>{children}</HydrationGate>
    </form>
  );
}
