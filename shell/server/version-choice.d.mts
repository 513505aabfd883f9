/** Types of version-choice.mjs for the shell's TypeScript tests. */
export const COHORT_COOKIE: string;
export function parseCookies(header: string | undefined): Record<string, string>;
export function bucketOf(cohort: string, remote: string): number;
