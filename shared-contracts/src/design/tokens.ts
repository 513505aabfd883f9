/** Breakpoints in px, matching the CSS tokens (JS media queries use these). */
export const BREAKPOINTS = { sm: 600, md: 960 } as const;
