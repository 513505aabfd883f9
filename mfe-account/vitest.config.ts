import { componentTestConfig } from 'shared-build/component-tests.mjs';

export default componentTestConfig({
  // globals lets @testing-library/react clean the DOM after each test by itself.
  globals: true,
  setupFiles: ['tests/setup.ts'],
});
