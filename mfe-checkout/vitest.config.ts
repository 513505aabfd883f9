import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: ['tests/**/*.test.{ts,tsx}'],
    setupFiles: ['./tests/setup.ts'],
    restoreMocks: true,
    testTimeout: 20_000,
    // Each file starts the real API on a fresh in-memory PGlite (a cold start of several seconds).
    hookTimeout: 120_000,
  },
});
