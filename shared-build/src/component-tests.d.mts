/** Types of component-tests.mjs. */
import type { UserConfig } from 'vitest/config';

export declare function componentTestConfig(test?: NonNullable<UserConfig['test']>): UserConfig;
