import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/**/*.test.ts'],
    // Planted files go into the one shared tree: run the test files one after the other.
    fileParallelism: false,
    testTimeout: 30_000,
  },
});
