/** The parts of the shell's chrome, each a root of its own in the page. */
export type ChromePart = 'header' | 'footer' | 'overlays';

/**
 * The `useId` prefix of a part of the chrome, on the shell's server and in the browser alike: each
 * root's ids stay apart from the other roots' and from the remote's page (shared-kit's
 * PAGE_ID_PREFIX). Without it, under Preact, the footer's newsletter captcha had the id of a field
 * of the dealer registration, and labelled it (decision 0051).
 */
export function chromeIdPrefix(part: ChromePart): string {
  return `${part}-`;
}
