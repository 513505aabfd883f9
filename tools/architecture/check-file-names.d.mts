/** Types of check-file-names.mjs for the tests. */
export interface NamingProblem {
  /** Path relative to the base folder. */
  file: string;
  problem: string;
}
export function toKebab(name: string): string;
export function toPascal(name: string): string;
export function mainExportOf(
  source: string,
  extension: string,
  stem?: string,
): { name: string | null; component: boolean };
export function exportsNonComponent(source: string): boolean;
export function problemOf(filePath: string, source: string, siblings: Set<string>): string | null;
export function findNamingProblems(remoteDirs: string[], base?: string): NamingProblem[];
export function remoteDirs(base?: string): string[];
