/** Types of html-text.mjs for the shell's TypeScript tests. */
export function escapeHtml(text: unknown): string;
export function inlineJson(value: unknown): string;
export function dataBlock(id: string, value: unknown): string;
export function withoutDataBlock(html: string, id: string): string;
