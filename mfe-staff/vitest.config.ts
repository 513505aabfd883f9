import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: ['tests/**/*.test.{ts,tsx}'],
    // globals lets @testing-library/react clean the DOM after each test by itself.
    globals: true,
  },
});
