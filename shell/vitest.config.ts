import { componentTestConfig } from 'shared-build/component-tests.mjs';

export default componentTestConfig({ setupFiles: ['./tests/setup.ts'], restoreMocks: true });
