import { defineConfig } from 'vitest/config';

// Build plugins run in Node, against real Rsbuild builds in temporary folders.
export default defineConfig({
  test: { environment: 'node', include: ['tests/**/*.test.ts'] },
});
