import { componentTestConfig } from 'shared-build/component-tests.mjs';

export default componentTestConfig({
  setupFiles: ['./tests/setup.ts'],
  restoreMocks: true,
  testTimeout: 20_000,
  // Each file starts the real API on a fresh in-memory PGlite (a cold start of several seconds).
  hookTimeout: 120_000,
});
