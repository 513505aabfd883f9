/**
 * Which remote a Web Vital belongs to (issue 31): the nearest ancestor with `data-boundary` of the
 * element the figure is about (the LCP element, the INP interaction's target, the largest layout
 * shift's node), with that remote's served version from the runtime config. Outside every remote's
 * boundary, or a boundary this page was not served a remote for, it is the shell's. FCP and TTFB
 * are about the document, not an element: always the shell's.
 *
 * The node is read from the attribution while it is still there; web-vitals keeps only a selector
 * once an element is gone (a page that navigated, a drawer that closed), so the shell also hands
 * web-vitals `ownerTarget` as its `generateTarget`: the selector then starts with the owner's
 * boundary, read while the node was still in the document.
 */
import { SHELL_OWNER, SHELL_VERSION } from 'shared-contracts/domain/web-vitals';
import type { RuntimeConfig } from 'shared-contracts/runtime-config';

export interface VitalOwner {
  remote: string;
  version: string;
}

/** The parts of web-vitals' attribution this reads (its LCP, INP and CLS attribution objects). */
export interface OwnerAttribution {
  /** LCP */
  target?: string;
  lcpEntry?: { element?: Element | null };
  /** INP */
  interactionTarget?: string;
  processedEventEntries?: Array<{ target?: Node | null }>;
  /** CLS */
  largestShiftTarget?: string;
  largestShiftSource?: { node?: Node | null };
}

const BOUNDARY_PREFIX = /^\[data-boundary="([^"]*)"\]/;

/** The `data-boundary` of the node's nearest marked ancestor (itself included), or null. */
export function boundaryOf(node: Node | null | undefined): string | null {
  if (!node) return null;
  const element = node.nodeType === 1 ? (node as Element) : node.parentElement;
  return element?.closest('[data-boundary]')?.getAttribute('data-boundary') || null;
}

/** A short selector of the node that starts with its owner's boundary: web-vitals' `generateTarget`. */
export function ownerTarget(node: Node | null): string | undefined {
  if (!node) return undefined;
  const element = node.nodeType === 1 ? (node as Element) : node.parentElement;
  if (!element) return undefined;
  const self = `${element.localName}${element.id ? `#${element.id}` : ''}`;
  const boundary = boundaryOf(element);
  return boundary ? `[data-boundary="${boundary}"] ${self}` : self;
}

/** The boundary a selector names: one made by ownerTarget, else the element it still finds. */
function boundaryOfSelector(selector: string | undefined, doc: Document): string | null {
  if (!selector) return null;
  const prefixed = BOUNDARY_PREFIX.exec(selector);
  if (prefixed) return prefixed[1] || null;
  try {
    return boundaryOf(doc.querySelector(selector));
  } catch {
    return null; // not a selector this document can read
  }
}

function nodeOf(attribution: OwnerAttribution): Node | null {
  const node =
    attribution.lcpEntry?.element ??
    attribution.processedEventEntries?.find((entry) => entry.target)?.target ??
    attribution.largestShiftSource?.node ??
    null;
  return node?.isConnected ? node : null;
}

function selectorOf(attribution: OwnerAttribution): string | undefined {
  return attribution.target ?? attribution.interactionTarget ?? attribution.largestShiftTarget;
}

/** The remote (and its served version) owning what the attribution points at; the shell's otherwise. */
export function vitalOwner(
  attribution: OwnerAttribution | undefined,
  remotes: RuntimeConfig['remotes'],
  doc: Document = document,
): VitalOwner {
  const shell = { remote: SHELL_OWNER, version: SHELL_VERSION };
  if (!attribution) return shell;
  const node = nodeOf(attribution);
  const boundary = node ? boundaryOf(node) : boundaryOfSelector(selectorOf(attribution), doc);
  const served = boundary && Object.hasOwn(remotes, boundary) ? remotes[boundary] : undefined;
  return served ? { remote: boundary as string, version: served.version } : shell;
}
