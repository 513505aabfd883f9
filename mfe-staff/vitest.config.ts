import { componentTestConfig } from 'shared-build/component-tests.mjs';

// globals lets @testing-library/react clean the DOM after each test by itself.
export default componentTestConfig({ globals: true });
