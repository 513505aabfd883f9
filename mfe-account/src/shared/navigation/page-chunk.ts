/**
 * A page that is its own chunk: React.lazy, plus `preload()` to fetch it ahead (on a link's hover,
 * or in tests); once loaded, the page renders at once instead of suspending again.
 */
import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';

export interface PageChunk {
  (): ReturnType<typeof createElement>;
  preload(): Promise<ComponentType>;
}

export function pageChunk(load: () => Promise<ComponentType>): PageChunk {
  let loaded: ComponentType | null = null;
  let pending: Promise<ComponentType> | null = null;
  const preload = () => {
    pending ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return pending;
  };
  const Lazy: LazyExoticComponent<ComponentType> = lazy(() => preload().then((component) => ({ default: component })));
  // Called once per page at module level: the returned function is the page's component.
  const renderPage = () => createElement(loaded ?? Lazy);
  renderPage.preload = preload;
  return renderPage;
}
