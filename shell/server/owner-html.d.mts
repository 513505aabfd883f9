/** Types of owner-html.mjs for the shell's TypeScript tests. */
export function leadingResources(
  source: AsyncIterator<Buffer | Uint8Array | string>,
): Promise<{ resources: string; first: Buffer }>;
export function replayable(
  first: Buffer,
  source: AsyncIterator<Buffer | Uint8Array | string>,
  options: { timeoutMs: number; destroy?: (error: Error) => void },
): { read: () => AsyncGenerator<Buffer>; ended: Promise<void> };
