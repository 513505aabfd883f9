/**
 * Completes a remote's published route hints (public/route-hints.json) with the files of each
 * route's page module. A route names its page chunk (`page`, the webpackChunkName of the page's
 * lazy import); the build knows which hashed files that chunk group is, and writes them to the
 * route's `files` in dist/route-hints.json. The shell's server preloads them with the page's
 * data, so the page's code is on its way before the remote's app has asked for it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { RsbuildPlugin, Rspack } from '@rsbuild/core';

export const ROUTE_HINTS_FILE = 'route-hints.json';

export interface RouteHint {
  /** The route as path-to-regexp reads it, e.g. `/product/:title`. */
  path: string;
  /** The API calls (GET) the route's first page makes, with the route's parameters. */
  get: string[];
  /**
   * The API calls (GET) the route's first page makes for a guest, naming the guest's token as
   * `:guestToken`. The shell's server preloads them with the page when the visitor's page-hints
   * cookie names a guest token and no sign-in (decision 0067).
   */
  guestGet?: string[];
  /**
   * A local-storage key that must hold the visitor's guest token for the guest calls to be made:
   * for a call whose answer exists only once the guest made it (the checkout's guest cart, which
   * answers 404 until a first add creates it). The page-hints cookie carries one such key, the
   * guest-cart marker (`shop.guestCart`); a route naming another gets no preload.
   */
  guestGetIfStored?: string;
  /**
   * The route's server drawing hides what only a guest would see under `html[data-signed-in]`: the
   * shell's server marks the page of a visitor whose page-hints cookie says signed in (decisions
   * 0064 and 0067).
   */
  signedInMark?: boolean;
  /** The webpackChunkName of the route's page module (or of each module its first view needs). */
  page?: string | string[];
  /** Written by the build: the page chunk group's files, relative to the build's root. */
  files?: string[];
}

export interface RouteHints {
  description?: string;
  routes: RouteHint[];
}

type ChunkGroups = Record<string, { assets?: Array<{ name: string }> }>;

function namedChunkGroups(stats: Rspack.Stats | Rspack.MultiStats | undefined): ChunkGroups {
  // Rspack answers `namedChunkGroups` for the `chunkGroups` option.
  const json = stats?.toJson({ all: false, chunkGroups: true });
  const groups = json?.namedChunkGroups ?? json?.children?.[0]?.namedChunkGroups;
  return (groups ?? {}) as ChunkGroups;
}

/** The hints with each route's page files, from the build's named chunk groups. */
export function withPageFiles(hints: RouteHints, groups: ChunkGroups): RouteHints {
  return {
    ...hints,
    routes: hints.routes.map((route) => {
      if (!route.page) return route;
      const names = Array.isArray(route.page) ? route.page : [route.page];
      const files = names.flatMap((name) => {
        const assets = groups[name]?.assets;
        if (!assets) throw new Error(`route-hints: no chunk named "${name}" (route ${route.path})`);
        return assets.map((asset) => asset.name).filter((file) => /\.(js|css)$/.test(file));
      });
      return { ...route, files: [...new Set(files)] };
    }),
  };
}

export function pluginRouteHints(): RsbuildPlugin {
  return {
    name: 'shop:route-hints',
    setup(api) {
      api.onAfterBuild(async ({ stats, isFirstCompile }) => {
        if (!isFirstCompile) return;
        const file = path.join(api.context.distPath, ROUTE_HINTS_FILE);
        const text = await fs.readFile(file, 'utf8').catch(() => null);
        if (text === null) return; // this remote publishes no hints
        const hints = withPageFiles(JSON.parse(text) as RouteHints, namedChunkGroups(stats));
        await fs.writeFile(file, `${JSON.stringify(hints, null, 2)}\n`);
      });
    },
  };
}
