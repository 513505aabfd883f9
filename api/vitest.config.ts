import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    // Each file gets its own database (PGlite in memory, or its own PostgreSQL schema).
    fileParallelism: true,
    // PGlite's cold start plus migrations and the seed take a few seconds per file.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
